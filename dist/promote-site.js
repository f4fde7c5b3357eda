// The promote-site action (promote-site/action.yml): the bundle, with the operation fixed.
import './index.js';
