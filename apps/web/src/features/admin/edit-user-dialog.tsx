import { zodResolver } from '@hookform/resolvers/zod';
import { GROUP_CHOICES, PARTIES } from '@voterroll/contract/accounts-api';
import {
  ADMIN_EDIT_FAILED,
  ADMIN_ROLE_OPTIONS,
  ALL,
  adminEditUserBody,
  CANNOT_EDIT_SELF,
  EDIT_USER_TOOLTIP,
} from '@voterroll/contract/admin-api';
import { rolesLabel } from '@voterroll/contract/labels';
import { can, ROLE_GRANTS } from '@voterroll/contract/policies';
import type { Role } from '@voterroll/contract/roles';
import { PATRIOT_ONLY_MESSAGE } from '@voterroll/contract/ui-values';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { FieldRow, FormField, fieldsOf, upperCase } from '../../components/form-field';
import { useCounties, useJurisdictions } from '../../components/location-filter/location-queries';
import { errorText } from '../../lib/api-client';
import type { StoredUser } from '../../lib/stored-user';
import { type AdminUser, adminEditUser, rolesOf, useUpdateUserRow } from './admin-queries';

const OPTION_ROLES = Object.keys(ADMIN_ROLE_OPTIONS) as Role[];
const PARTY_CHOICES = PARTIES.map((p) => [p, p.charAt(0) + p.slice(1).toLowerCase()] as const);

/**
 * The Volunteers table's edit form (spec 3 sections 2.5, 4.3, 5): Active, roles, legal names in
 * upper case as typed, read-only party and group, county and its municipality. The server decides;
 * the form only greys out what this administrator may not change (their own account, roles above
 * their standing, counties outside their own).
 */
export function EditUserDialog(props: {
  user: AdminUser;
  me: StoredUser;
  onClose: (saved: string | null) => void;
}) {
  const { user, me } = props;
  const myRoles = me.roles ?? [];
  const isSelf = user.username === me.username;
  const mayEdit = can(myRoles, 'users.edit') && !isSelf;
  const current = rolesOf(user);
  const updateRow = useUpdateUserRow();
  const [failure, setFailure] = useState<string | null>(null);
  const counties = useCounties();

  const form = useForm({
    resolver: zodResolver(adminEditUserBody),
    defaultValues: {
      selectedUsername: user.username,
      status: user.is_active,
      roles: current.filter((r) => OPTION_ROLES.includes(r as Role)) as Role[],
      lastName: user.lastname,
      firstName: user.firstname,
      // ELLY is the spec's other spelling of ELLE: one Eagle AI in the list.
      group: (user.group === 'ELLY' ? 'ELLE' : (user.group ?? '')) as '',
      party: (user.party ?? '') as '',
      county: user.county ?? ALL,
      municipality: user.jurisdiction ?? (user.county ? ALL : ''),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldsOf(form);
  // Controlled selects: their options arrive after the form's values.
  const county = form.watch('county');
  const municipality = form.watch('municipality');
  const jurisdictions = useJurisdictions(county === ALL ? null : county);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    // Roles outside the form's options (user admin, data entry…) stay as they are.
    const kept = current.filter((r) => !OPTION_ROLES.includes(r as Role)) as Role[];
    const roles = [...kept, ...body.roles];
    try {
      const r = await adminEditUser({ ...body, roles });
      const countyValue = body.county.toUpperCase() === ALL ? null : body.county;
      const chosen = body.municipality ?? '';
      updateRow(user.username, {
        is_active: body.status,
        roles: roles.join(','),
        firstname: body.firstName,
        lastname: body.lastName,
        county: countyValue,
        jurisdiction: countyValue === null || chosen === '' || chosen === ALL ? null : chosen,
      });
      props.onClose(r.message);
    } catch (e) {
      setFailure(`${ADMIN_EDIT_FAILED} ${errorText(e)}`);
    }
  });

  const countyChoices = me.county ? [me.county] : [ALL, ...(counties.data?.map((c) => c.county_name) ?? [])];
  if (user.county && !countyChoices.includes(user.county)) countyChoices.push(user.county);

  return (
    <Modal
      show
      onHide={() => props.onClose(null)}
      size="lg"
      backdrop="static"
      aria-labelledby="edit-user-title"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="edit-user-title" className="h5">
            Edit Volunteer: {user.firstname} {user.lastname}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-1">
            <strong>{user.username}</strong> · {user.email}
          </p>
          <p className="small text-body-secondary">
            Reason given at sign-up: {user.reason ? `“${user.reason}”` : 'none'}
          </p>
          {!mayEdit && <Alert variant="warning">{isSelf ? CANNOT_EDIT_SELF : PATRIOT_ONLY_MESSAGE}</Alert>}
          <fieldset disabled={!mayEdit}>
            <Form.Check
              {...form.register('status')}
              type="switch"
              id="field-status"
              className="mb-3"
              label="Active"
            />
            <Form.Group className="mb-3">
              <Form.Label as="div">Roles</Form.Label>
              <div className="d-flex flex-wrap gap-3">
                {OPTION_ROLES.map((role) => (
                  <Form.Check
                    key={role}
                    {...form.register('roles')}
                    type="checkbox"
                    id={`role-${role}`}
                    value={role}
                    label={ADMIN_ROLE_OPTIONS[role as keyof typeof ADMIN_ROLE_OPTIONS]}
                    disabled={!can(myRoles, ROLE_GRANTS[role])}
                  />
                ))}
              </div>
              {current.some((r) => !OPTION_ROLES.includes(r as Role)) && (
                <Form.Text>
                  Also holds: {rolesLabel(current.filter((r) => !OPTION_ROLES.includes(r as Role)))}
                </Form.Text>
              )}
            </Form.Group>
            <FieldRow>
              <FormField label="Legal Last Name" maxLength={40} {...field('lastName', upperCase)} />
              <FormField label="Legal First Name" maxLength={40} {...field('firstName', upperCase)} />
            </FieldRow>
            <FieldRow>
              <FormField label="Party" blank="—" choices={PARTY_CHOICES} disabled {...field('party')} />
              <FormField label="Group" blank="—" choices={GROUP_CHOICES} disabled {...field('group')} />
            </FieldRow>
            <FieldRow>
              <FormField label="County" controlId="field-county" error={errors.county}>
                <Form.Select
                  {...form.register('county', {
                    onChange: () => form.setValue('municipality', ''),
                  })}
                  value={county}
                  isInvalid={errors.county !== undefined}
                >
                  <option value="">Select county</option>
                  {countyChoices.map((c) => (
                    <option key={c} value={c}>
                      {c === ALL ? 'All counties (statewide)' : c}
                    </option>
                  ))}
                </Form.Select>
              </FormField>
              <FormField label="Municipality" controlId="field-municipality" error={errors.municipality}>
                <Form.Select
                  {...form.register('municipality')}
                  value={municipality ?? ''}
                  disabled={!county || county === ALL}
                  isInvalid={errors.municipality !== undefined}
                >
                  <option value="">Select municipality</option>
                  {county && county !== ALL && <option value={ALL}>Whole county</option>}
                  {jurisdictions.data?.map((j) => (
                    <option key={j.zone_hash} value={j.jurisdiction_name}>
                      {j.jurisdiction_name}
                    </option>
                  ))}
                  {user.jurisdiction &&
                    county === user.county &&
                    !jurisdictions.data?.some((j) => j.jurisdiction_name === user.jurisdiction) && (
                      <option value={user.jurisdiction}>{user.jurisdiction}</option>
                    )}
                </Form.Select>
              </FormField>
            </FieldRow>
          </fieldset>
          {failure && <Alert variant="danger">{failure}</Alert>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => props.onClose(null)}>
            Cancel
          </Button>
          <span title={mayEdit ? undefined : EDIT_USER_TOOLTIP}>
            <Button type="submit" disabled={!mayEdit || isSubmitting}>
              Update
            </Button>
          </span>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
