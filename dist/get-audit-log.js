// The get-audit-log action (get-audit-log/action.yml): the bundle, with the operation fixed.
import './index.js';
