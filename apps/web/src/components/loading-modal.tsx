import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** The scorecard's "Loading ..." dialog (spec 1 section 8): open while the page's data loads. */
export function LoadingModal({ show, text = 'Loading ...' }: { show: boolean; text?: string }) {
  return (
    <Modal show={show} centered backdrop="static" keyboard={false} size="sm" aria-label={text}>
      <Modal.Body className="d-flex align-items-center gap-3" role="status">
        <Spinner animation="border" size="sm" />
        <span>{text}</span>
      </Modal.Body>
    </Modal>
  );
}
