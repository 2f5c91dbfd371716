import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTest,
  DEFAULT_TEST_DURATION,
  FIX_ERRORS,
  fromIstInput,
  LEVELS,
  type TargetExam,
  TEST_TYPES,
  type Test,
  TestForm,
  type TestInput,
  toIstInput,
} from '@mockprep/contract';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExamMultiSelect } from '../../../components/ui/ExamMultiSelect';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { toast } from '../../../lib/toast';
import { AdminTestLoader } from './AdminTestLoader';
import { LiveWindowFields } from './LiveWindowFields';
import { SectionsEditor } from './SectionsEditor';
import { sectionDrafts, type TestSave, toTestBody, withLoneSectionName } from './sections';
import { useFileQuestions } from './use-file-questions';

type FormProps = {
  exams: TargetExam[];
  pending: boolean;
  onSubmit: (save: TestSave) => void;
  onClose: () => void;
};
type Props = FormProps & {
  /** The test to edit, as the list shows it (its question ids are fetched); absent to add a new one. */
  test?: Test;
};

const defaults = (test?: AdminTest): TestForm => ({
  title: test?.title ?? '',
  subject: test?.subject ?? '',
  examType: test?.examType ?? '',
  duration: test?.duration ?? DEFAULT_TEST_DURATION,
  type: test?.type ?? 'Free',
  level: test?.level ?? 'medium',
  price: test?.price ?? 0,
  isActive: test?.isActive ?? true,
  sections: sectionDrafts(test),
  targetExams: test?.targetExams.map((exam) => exam._id) ?? [],
  startsAt: test?.startsAt ? toIstInput(test.startsAt) : '',
  endsAt: test?.endsAt ? toIstInput(test.endsAt) : '',
});

const checkTest = zodResolver(TestForm);
/**
 * The contract's rules, once the lone section (whose name the form does not show) is named after the subject and the
 * live window, typed in IST, is read as IST.
 */
const resolver: Resolver<TestForm, unknown, TestInput> = (values, context, options) =>
  checkTest(
    {
      ...withLoneSectionName(values),
      startsAt: fromIstInput(String(values.startsAt ?? '')),
      endsAt: fromIstInput(String(values.endsAt ?? '')),
    },
    context,
    options,
  );

/** SPEC 5 "Test form" in its dialog; editing starts once the test and its question ids have loaded. */
export function TestFormModal({ test, ...form }: Props) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  return (
    <Modal
      title={test ? t('admin.mockTests.testFormModal.editTest') : t('admin.mockTests.testFormModal.addNewTest')}
      onClose={form.onClose}
      dirty={dirty}
    >
      {test ? (
        <AdminTestLoader testId={test._id}>
          {(stored) => <TestFormFields test={stored} {...form} onDirty={setDirty} />}
        </AdminTestLoader>
      ) : (
        <TestFormFields {...form} onDirty={setDirty} />
      )}
    </Modal>
  );
}

/**
 * The form with the contract's rules: Paid reveals the price and Free sets it to 0, changing a field clears
 * its error, and the questions come from the bank or from a JSON file, in the sections of the test. Every section
 * goes back as it came, questions with marks of their own included. The questions of a JSON file are created
 * with the test, when it is saved.
 */
function TestFormFields({
  test,
  exams,
  pending,
  onSubmit,
  onClose,
  onDirty,
}: FormProps & { test?: AdminTest; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const [initial] = useState(() => defaults(test));
  const form = useForm<TestForm, unknown, TestInput>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: initial,
  });
  const sectionList = useFieldArray({ control: form.control, name: 'sections' });
  const files = useFileQuestions();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const paid = watch('type') === 'Paid';
  // Compared as typed: the sections' questions are set by code, which RHF's isDirty does not notice.
  const dirty = files.chosen || JSON.stringify(watch()) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  /** A registered input whose error goes away as soon as it is changed. */
  const field = (name: FieldPath<TestForm>) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    ...errorAria(`test-${name}`, errors[name as keyof typeof errors]),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (body) => onSubmit({ body: toTestBody(body), files: files.inOrder(sectionList.fields.map((item) => item.id)) }),
        () => toast.error(FIX_ERRORS),
      )}
      className="space-y-4"
      aria-label={test ? t('admin.mockTests.testFormModal.editTestLabel') : t('admin.mockTests.testFormModal.newTest')}
    >
      <Field id="test-title" label={t('admin.mockTests.testFormModal.title')} error={errors.title?.message}>
        <input id="test-title" {...field('title')} className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="test-subject" label={t('admin.mockTests.testFormModal.subject')} error={errors.subject?.message}>
          <input id="test-subject" {...field('subject')} className={inputClass} />
        </Field>
        <Field id="test-examType" label={t('admin.mockTests.testFormModal.examType')} error={errors.examType?.message}>
          <input
            id="test-examType"
            {...field('examType')}
            placeholder={t('admin.mockTests.testFormModal.eGSscJee')}
            className={inputClass}
          />
        </Field>
        <Field
          id="test-duration"
          label={t('admin.mockTests.testFormModal.durationMinutes')}
          error={errors.duration?.message}
        >
          <input
            id="test-duration"
            type="number"
            min={1}
            inputMode="numeric"
            {...field('duration')}
            className={inputClass}
          />
        </Field>
        <Field id="test-level" label={t('admin.mockTests.testFormModal.level')} error={errors.level?.message}>
          <select id="test-level" {...field('level')} className={inputClass}>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`common.levels.${level}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('admin.mockTests.testFormModal.type')}</legend>
        <div className="flex gap-3">
          {TEST_TYPES.map((type) => (
            <label
              key={type}
              className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-medium has-checked:border-violet-600 has-checked:bg-violet-50"
            >
              <input
                type="radio"
                value={type}
                {...register('type', {
                  onChange: () => {
                    clearErrors(['type', 'price']);
                    if (type === 'Free') setValue('price', 0);
                  },
                })}
                className="accent-violet-600"
              />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      {paid && (
        <Field id="test-price" label={t('admin.mockTests.testFormModal.price')} error={errors.price?.message}>
          <input id="test-price" type="number" min={1} inputMode="decimal" {...field('price')} className={inputClass} />
        </Field>
      )}

      <Controller
        control={control}
        name="targetExams"
        render={({ field: examField }) => (
          <ExamMultiSelect
            label={t('admin.mockTests.testFormModal.targetExams')}
            options={exams}
            value={examField.value ?? []}
            onChange={(ids) => {
              examField.onChange(ids);
              clearErrors('targetExams');
            }}
            error={errors.targetExams?.message}
          />
        )}
      />

      <LiveWindowFields
        starts={field('startsAt')}
        ends={field('endsAt')}
        startsError={errors.startsAt?.message}
        endsError={errors.endsAt?.message}
      />

      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" {...register('isActive')} className="size-4 accent-violet-600" />
        {t('admin.mockTests.testFormModal.activeStudentsCanSeeAnd')}
      </label>

      <SectionsEditor form={form} sectionList={sectionList} files={files} />

      <ModalActions
        onCancel={onClose}
        submitLabel={
          test ? t('admin.mockTests.testFormModal.updateTest') : t('admin.mockTests.testFormModal.createTest')
        }
        pending={pending}
        pendingText={t('admin.mockTests.testFormModal.saving')}
      />
    </form>
  );
}
