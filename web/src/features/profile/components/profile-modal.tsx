import { phoneDigits, PHONE_MESSAGES } from '@dosyt/core/phone/phone.rules';
import { filterProfileText } from '@dosyt/core/text/text.rules';
import { profileSchemaFor, type ProfileBody } from '@dosyt/core/user/profile.schema';
import { PROFILE_MESSAGES } from '@dosyt/core/user/user.messages';
import { TOP_ADMIN_ID } from '@dosyt/core/user/user.rules';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { OutcomePopup, type Outcome } from '../../../components/form/outcome-popup';
import { ASSISTANCE_REQUEST_PENDING_MESSAGE } from '@dosyt/core/user/assistance-request.rules';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { firstErrorMessage, schemaResolver } from '../../../lib/form-resolver';
import { useProfile, type Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileFormValues {
  name: string;
  last_name: string;
  phone: string;
  responsability: string;
  institution: string;
  assistance_id: number[];
}

const FIELD_ORDER = ['name', 'last_name', 'phone', 'responsability', 'institution', 'assistance_id'] as const;
const TEXT_FIELDS = [
  { name: 'name', label: "Ім'я" },
  { name: 'last_name', label: 'Прізвище' },
] as const;
const OFFICIAL_FIELDS = [
  { name: 'responsability', label: 'Посада' },
  { name: 'institution', label: 'Установа' },
] as const;

function toFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name ?? '',
    last_name: profile.last_name ?? '',
    phone: profile.phone ?? '',
    responsability: profile.responsability ?? '',
    institution: profile.institution ?? '',
    assistance_id: (profile.assistance_id ?? []).map((a) => (typeof a === 'number' ? a : a.id)),
  };
}

export interface FunctionalityFieldProps {
  value: number[];
  onChange: (ids: number[]) => void;
  readOnly: boolean;
  error?: string;
}

export interface ProfileModalProps {
  open: boolean;
  onClose: () => void;
  userId: number | null;
  /** The functionality checklist, supplied by the composing route (it belongs to the assistance feature). */
  renderFunctionality: (props: FunctionalityFieldProps) => ReactNode;
}

/** 'User profile': read-only until Edit, Cancel restores, Save changes. */
export function ProfileModal({ open, onClose, userId, renderFunctionality }: ProfileModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="User profile" size="lg" closeOnOutsideClick>
      {userId !== null && <ProfileBodyView userId={userId} onClose={onClose} renderFunctionality={renderFunctionality} />}
    </Modal>
  );
}

interface ProfileOutcome extends Outcome {
  /** Closing the popup after a success also closes the modal. */
  closesModal?: boolean;
}

function ProfileBodyView({
  userId,
  onClose,
  renderFunctionality,
}: {
  userId: number;
  onClose: () => void;
  renderFunctionality: ProfileModalProps['renderFunctionality'];
}) {
  const formId = useId();
  const navigate = useNavigate();
  const profile = useProfile(userId, true);
  const update = useUpdateProfile();
  const isTopAdmin = userId === TOP_ADMIN_ID;
  const [editing, setEditing] = useState(false);
  const [snapshot, setSnapshot] = useState<ProfileFormValues | null>(null);
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);

  const form = useForm<ProfileFormValues, unknown, ProfileBody>({
    resolver: schemaResolver<ProfileFormValues, ReturnType<typeof profileSchemaFor>>(profileSchemaFor(userId)),
    defaultValues: { name: '', last_name: '', phone: '', responsability: '', institution: '', assistance_id: [] },
  });
  const { control, handleSubmit, reset, formState } = form;

  // Snapshot the loaded profile: Cancel goes back to it.
  useEffect(() => {
    if (profile.data && !editing) {
      const values = toFormValues(profile.data);
      setSnapshot(values);
      reset(values);
    }
  }, [profile.data, editing, reset]);

  useEffect(() => {
    if (profile.isError) setOutcome({ kind: 'error', message: PROFILE_MESSAGES.loadDataFailed });
  }, [profile.isError]);

  const cancel = () => {
    if (snapshot) reset(snapshot);
    setEditing(false);
  };

  const save = handleSubmit(
    async (body) => {
      const payload: ProfileBody = {
        ...body,
        phone: phoneDigits(body.phone),
        // The person's place is not edited here; it is sent back as it came.
        region_id: (profile.data?.region_id ?? null) as ProfileBody['region_id'],
        community_id: (profile.data?.community_id ?? null) as ProfileBody['community_id'],
      };
      if (isTopAdmin) delete payload.assistance_id;
      try {
        const answer = await update.mutateAsync({ userId, body: payload });
        const saved = form.getValues();
        setSnapshot(saved);
        reset(saved);
        setEditing(false);
        // New types of help wait for an admin: say so, rather than show them as already carried.
        const waits = Boolean(answer?.pendingAssistanceIds?.length);
        setOutcome({ kind: 'success', message: waits ? ASSISTANCE_REQUEST_PENDING_MESSAGE : PROFILE_MESSAGES.updated, closesModal: true });
      } catch (error) {
        if (isApiError(error)) {
          if (error.statusCode === 404) {
            onClose();
            navigate(paths.admin.notFound.href());
            return;
          }
          setOutcome({ kind: 'error', message: error.message || PROFILE_MESSAGES.updateFailed });
        } else {
          setOutcome({ kind: 'error', message: PROFILE_MESSAGES.saveFailed });
        }
      }
    },
    (errors: FieldErrors<ProfileFormValues>) => {
      const message = firstErrorMessage(errors as Record<string, { message?: unknown }>, FIELD_ORDER);
      if (message) setOutcome({ kind: 'error', message });
    },
  );

  const closeOutcome = ({ closesModal }: ProfileOutcome) => {
    setOutcome(null);
    if (closesModal) onClose();
  };

  const readOnly = !editing;
  const saving = update.isPending || formState.isSubmitting;

  let body: ReactNode;
  if (profile.isPending) body = <PageSpinner />;
  else if (profile.isError) {
    body = (
      <p role="alert" className="text-sm font-medium text-rose-700">
        {PROFILE_MESSAGES.loadFailed}
      </p>
    );
  } else {
    body = (
      <form id={formId} onSubmit={save} noValidate className="flex flex-col gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-800">Особиста інформація</legend>
          {TEXT_FIELDS.map(({ name, label }) => (
            <TextField
              key={name}
              control={control}
              name={name}
              label={label}
              required
              filter={filterProfileText}
              readOnly={readOnly}
              autoComplete={name === 'name' ? 'given-name' : 'family-name'}
            />
          ))}
          {/* The phone is validated on blur. */}
          <PhoneField control={control} name="phone" label="Телефон" required blurMessage={PHONE_MESSAGES.label} readOnly={readOnly} />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-800">Службова інформація</legend>
          {OFFICIAL_FIELDS.map(({ name, label }) => (
            <TextField key={name} control={control} name={name} label={label} required filter={filterProfileText} readOnly={readOnly} />
          ))}
        </fieldset>

        {!isTopAdmin && (
          <Controller
            control={control}
            name="assistance_id"
            render={({ field, fieldState }) => (
              <>{renderFunctionality({ value: field.value, onChange: field.onChange, readOnly, error: fieldState.error?.message })}</>
            )}
          />
        )}
      </form>
    );
  }

  return (
    <>
      {body}
      {profile.isSuccess && (
        <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={saving}>
                {saving ? 'Saving...' : 'Save changes'}
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>Edit</Button>
          )}
        </div>
      )}
      <OutcomePopup outcome={outcome} onClose={closeOutcome} />
    </>
  );
}
