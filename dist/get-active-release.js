// The get-active-release action (get-active-release/action.yml): the bundle, with the operation fixed.
import './index.js';
