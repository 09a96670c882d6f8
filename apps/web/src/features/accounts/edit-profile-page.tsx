import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { useSessionCheck } from './accounts-queries';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';

/** /editProfile (spec 1 section 2): two tabs, Edit Profile and Change Password. */
export function EditProfilePage() {
  const session = useSessionCheck();
  return (
    <div style={{ maxWidth: 820 }}>
      <PageTitle>Edit Profile</PageTitle>
      {session.isPending ? (
        <PageLoading />
      ) : session.isError ? (
        <Alert variant="danger">{errorText(session.error)}</Alert>
      ) : (
        <Card>
          <Card.Body>
            <Tabs defaultActiveKey="profile" id="edit-profile-tabs" className="mb-3" mountOnEnter>
              <Tab eventKey="profile" title="Edit Profile">
                <EditProfileForm account={session.data} />
              </Tab>
              <Tab eventKey="password" title="Change Password">
                <ChangePasswordForm />
              </Tab>
            </Tabs>
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
