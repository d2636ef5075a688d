/** What other features use of results sharing: the shares of a booking and the form that adds one. */
export { ShareList } from './components/ShareList';
export { ShareModal } from './components/ShareModal';
