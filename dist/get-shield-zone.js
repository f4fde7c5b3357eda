// The get-shield-zone action (get-shield-zone/action.yml): the bundle, with the operation fixed.
import './index.js';
