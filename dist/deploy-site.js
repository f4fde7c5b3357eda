// The deploy-site action (deploy-site/action.yml): the bundle, with the operation fixed.
import './index.js';
