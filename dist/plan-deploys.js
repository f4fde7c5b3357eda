// The plan-deploys action (plan-deploys/action.yml): the bundle, with the operation fixed.
import './index.js';
