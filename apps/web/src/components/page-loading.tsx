import { LOADING_TEXT } from '@voterroll/contract/ui-values';
import Spinner from 'react-bootstrap/Spinner';

/** "Loading...please wait" (spec 1 section 8), while a page's code or data arrives. */
export function PageLoading({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 p-4 text-body-secondary" role="status">
      <Spinner animation="border" size="sm" />
      <span>{text}</span>
    </div>
  );
}
