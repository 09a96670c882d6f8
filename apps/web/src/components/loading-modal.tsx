import { SCORECARD_LOADING_TEXT } from '@voterroll/contract/ui-values';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/**
 * The loading dialog (spec 1 section 8, spec 3 section 2.5): open while a page's data loads. The
 * scorecard's "Loading ..." unless told. It does not fade: mid-fade its text fell to a contrast of
 * 3.1, under WCAG's 4.5.
 */
export function LoadingModal({ show, text = SCORECARD_LOADING_TEXT }: { show: boolean; text?: string }) {
  return (
    <Modal
      show={show}
      animation={false}
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
