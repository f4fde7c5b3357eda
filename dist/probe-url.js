// The probe-url action (probe-url/action.yml): the bundle, with the operation fixed.
import './index.js';
