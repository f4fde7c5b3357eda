// The update-app action (update-app/action.yml): the bundle, with the operation fixed.
import './index.js';
