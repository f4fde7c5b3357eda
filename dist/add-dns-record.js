// The add-dns-record action (add-dns-record/action.yml): the bundle, with the operation fixed.
import './index.js';
