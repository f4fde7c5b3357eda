// The delete-dns-record action (delete-dns-record/action.yml): the bundle, with the operation fixed.
import './index.js';
