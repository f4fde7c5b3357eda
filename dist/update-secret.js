// The update-secret action (update-secret/action.yml): the bundle, with the operation fixed.
import './index.js';
