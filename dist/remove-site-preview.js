// The remove-site-preview action (remove-site-preview/action.yml): the bundle, with the operation fixed.
import './index.js';
