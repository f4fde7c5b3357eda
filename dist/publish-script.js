// The publish-script action (publish-script/action.yml): the bundle, with the operation fixed.
import './index.js';
