// The migrate-database action (migrate-database/action.yml): the bundle, with the operation fixed.
import './index.js';
