import { APPEAL_FIELD_LABELS } from '@dosyt/core/appeal/appeal.schema';
import type { AssistanceType } from '@dosyt/core/assistance/assistance';
import { MINORS_ID } from '@dosyt/core/assistance/assistance';
import { useFormContext, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { withItem } from '../../../lib/with-item';
import { childrenAfterTypeToggle, type AppealFormState } from '../lib/appeal-form-values';
import { ChildrenBlock } from './children-block';
import { RequestTypesChecklist, requestTypesOf } from './request-types-checklist';

export interface RequestTypesFieldProps {
  types: { data?: readonly AssistanceType[]; isPending: boolean; isError: boolean };
}

/** The help she asks for, and the children block that ticking 'По справах неповнолітніх дітей' opens. */
export function RequestTypesField({ types }: RequestTypesFieldProps) {
  const { control, setValue, getValues, formState } = useFormContext<AppealFormState>();
  const [assistanceIds, childrenHelp, childrenCount, childrenAges] = useWatch({
    control,
    name: ['assistance_ids', 'children_help', 'children_count', 'children_ages'],
  });
  const { errors } = formState;
  const validate = { shouldValidate: formState.isSubmitted };
  const requestTypes = requestTypesOf(types.data ?? []);
  const minorsId = requestTypes.find((t) => t.description === 'По справах неповнолітніх дітей')?.id ?? MINORS_ID;

  const setChildren = (next: Pick<AppealFormState, 'children_help' | 'children_count' | 'children_ages'>) => {
    setValue('children_help', next.children_help);
    setValue('children_count', next.children_count, validate);
    setValue('children_ages', next.children_ages, validate);
  };

  return (
    <>
      {types.isPending ? (
        <Spinner label="Завантаження типів звернення" />
      ) : types.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          Не вдалося завантажити типи звернення. Оновіть сторінку або зателефонуйте нам.
        </p>
      ) : (
        <RequestTypesChecklist
          legend={APPEAL_FIELD_LABELS.assistance_ids}
          required
          types={requestTypes}
          value={assistanceIds}
          error={errorOf(errors.assistance_ids)}
          onToggle={(id, checked) => {
            setValue('assistance_ids', withItem(assistanceIds, id, checked), validate);
            if (id === minorsId) setChildren(childrenAfterTypeToggle(getValues(), checked));
          }}
        />
      )}
      <ChildrenBlock
        value={{ children_help: childrenHelp, children_count: childrenCount, children_ages: childrenAges }}
        countError={errorOf(errors.children_count)}
        agesError={errorOf(errors.children_ages)}
        onChange={setChildren}
      />
    </>
  );
}

/** A group's own message (react-hook-form types a record's error as nested). */
const errorOf = (error: unknown): string | undefined => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};
