import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** The tables' loading modal (spec 3 section 2.5): shown while the first answer is on its way. */
export function LoadingModal({ show }: { show: boolean }) {
  return (
    <Modal
      show={show}
      animation={false}
      centered
      backdrop="static"
      keyboard={false}
      size="sm"
      aria-labelledby="loading-modal"
    >
      <Modal.Body className="d-flex align-items-center gap-2" id="loading-modal" role="status">
        <Spinner animation="border" size="sm" />
        Loading...please wait
      </Modal.Body>
    </Modal>
  );
}
