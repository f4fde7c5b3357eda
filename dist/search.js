// The search action (search/action.yml): the bundle, with the operation fixed.
import './index.js';
