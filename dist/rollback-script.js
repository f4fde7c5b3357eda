// The rollback-script action (rollback-script/action.yml): the bundle, with the operation fixed.
import './index.js';
