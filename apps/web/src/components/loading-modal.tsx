import { SCORECARD_LOADING_TEXT } from '@voterroll/contract/ui-values';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/**
 * The loading dialog (spec 1 section 8, spec 3 section 2.5): open while a page's data loads. The
 * scorecard's "Loading ..." unless told; the admin tables open it without the fade.
 */
export function LoadingModal({
  show,
  text = SCORECARD_LOADING_TEXT,
  animation = true,
}: {
  show: boolean;
  text?: string;
  animation?: boolean;
}) {
  return (
    <Modal
      show={show}
      animation={animation}
      centered
      backdrop="static"
      keyboard={false}
      size="sm"
      aria-label={text}
    >
      <Modal.Body className="d-flex align-items-center gap-3" role="status">
        <Spinner animation="border" size="sm" />
        <span>{text}</span>
      </Modal.Body>
    </Modal>
  );
}
