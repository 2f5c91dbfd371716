import { DEFAULT_MARKING, sectionQuestion, type TestForm, type TestInput } from '@mockprep/contract';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, FieldError, inputClass } from '../../../components/ui/Field';
import { MoveButtons } from '../components/MoveButtons';
import { MarkingFields } from './MarkingFields';
import { QuestionBankPicker } from './QuestionBankPicker';
import { QuestionFileUpload } from './QuestionFileUpload';
import { newSection, questionIds, type SectionDraft, withQuestions } from './sections';
import type { FileQuestionsState } from './use-file-questions';

type Form = UseFormReturn<TestForm, unknown, TestInput>;
/** The form's sections (useFieldArray of `sections`, which the form's submit also reads). */
export type SectionList = UseFieldArrayReturn<TestForm, 'sections'>;
type FormSection = NonNullable<TestForm['sections']>[number];

/** An optional whole number typed in a box: null when the box is empty. */
const toOptionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

const entriesOf = (section: FormSection | undefined): SectionDraft['questions'] =>
  (section?.questions ?? []).map((q) => {
    const entry = sectionQuestion(q as Parameters<typeof sectionQuestion>[0]);
    return { question: entry.question, marking: entry.marking ?? null };
  });

/**
 * "Sections & marking" of the test form. One section: the marking of every question and the test's questions.
 * More: each section with its name, optional timer and "attempt any", marking and questions, in order; a question
 * chosen for one section leaves any other, and a removed section's questions join the one before it (those of a
 * JSON file too).
 */
export function SectionsEditor({
  form,
  sectionList,
  files,
}: {
  form: Form;
  sectionList: SectionList;
  files: FileQuestionsState;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.sectionsEditor' });
  const { register, watch, getValues, setValue, clearErrors, formState } = form;
  const { fields, append, remove, move } = sectionList;
  const [open, setOpen] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const sections = watch('sections') ?? [];
  const duration = Number(watch('duration'));
  const errors = formState.errors.sections;
  const rootError = errors?.root?.message ?? errors?.message;
  const single = fields.length <= 1;

  function choose(index: number, ids: string[]) {
    const current = getValues('sections') ?? [];
    const before = new Set(questionIds({ questions: entriesOf(current[index]) }));
    const added = new Set(ids.filter((id) => !before.has(id)));
    current.forEach((section, other) => {
      const entries = entriesOf(section);
      if (other !== index && entries.some((q) => added.has(q.question))) {
        setValue(
          `sections.${other}.questions`,
          entries.filter((q) => !added.has(q.question)),
        );
      }
    });
    setValue(`sections.${index}.questions`, withQuestions({ questions: entriesOf(current[index]) }, ids));
    clearErrors(['sections', `sections.${index}.attemptAny`]);
  }

  function addSection() {
    const current = getValues('sections') ?? [];
    if (current.length === 1 && !current[0]?.name.trim()) {
      setValue('sections.0.name', getValues('subject').trim() || t('sectionNumber', { n: 1 }));
    }
    append(newSection({ ...DEFAULT_MARKING, ...current.at(-1)?.marking }), {
      focusName: `sections.${current.length}.name`,
    });
    setAnnouncement(t('added', { n: current.length + 1 }));
  }

  function removeSection(index: number) {
    const current = getValues('sections') ?? [];
    const into = index === 0 ? 1 : index - 1;
    const kept = entriesOf(current[into]);
    const moved = entriesOf(current[index]);
    setValue(`sections.${into}.questions`, into < index ? [...kept, ...moved] : [...moved, ...kept]);
    const [from, to] = [fields[index]?.id, fields[into]?.id];
    if (from && to) files.move(from, to);
    remove(index);
    // A lone section runs on the test's clock.
    if (current.length === 2) setValue('sections.0.minutes', null);
    clearErrors(['sections', 'duration']);
    setOpen(null);
    setAnnouncement(t('removed', { n: index + 1 }));
    addButton.current?.focus();
  }

  const minutes = sections.map((s) => s.minutes);
  const timed = !single && minutes.every((m) => typeof m === 'number' && m > 0);
  const timersTotal = timed ? minutes.reduce<number>((sum, m) => sum + (m ?? 0), 0) : 0;

  const attemptAnyField = (index: number) => {
    const id = `section-${index}-attemptAny`;
    const error = errors?.[index]?.attemptAny?.message;
    return (
      <Field id={id} label={t('attemptAny')} error={error} optional>
        <input
          id={id}
          type="number"
          min={1}
          inputMode="numeric"
          {...register(`sections.${index}.attemptAny`, {
            setValueAs: toOptionalNumber,
            onChange: () => clearErrors(`sections.${index}.attemptAny`),
          })}
          {...errorAria(id, error)}
          className={inputClass}
        />
      </Field>
    );
  };

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('legend')}</legend>
      {single ? (
        <div className="space-y-4">
          <MarkingFields form={form} index={0} legend={t('wholeTest')} />
          <div className="sm:w-1/2">{attemptAnyField(0)}</div>
          <QuestionBankPicker
            value={questionIds({ questions: entriesOf(sections[0]) })}
            onChange={(ids) => choose(0, ids)}
          />
          {fields[0] && <SectionFile files={files} sectionKey={fields[0].id} />}
        </div>
      ) : (
        <ol className="space-y-3" aria-label={t('sectionsInOrder')}>
          {fields.map((item, index) => {
            const section = sections[index];
            const label = section?.name.trim() || t('sectionNumber', { n: index + 1 });
            const nameId = `section-${index}-name`;
            const minutesId = `section-${index}-minutes`;
            const panelId = `section-${index}-questions`;
            const count = section?.questions?.length ?? 0;
            return (
              <li key={item.id} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3">
                <div className="flex items-center justify-between gap-2">
                  <h4 className="min-w-0 truncate text-sm font-semibold text-slate-800">
                    {t('sectionNumber', { n: index + 1 })}
                  </h4>
                  <span className="flex shrink-0 items-center gap-1">
                    <MoveButtons
                      name={label}
                      index={index}
                      length={fields.length}
                      onMove={(to) => {
                        move(index, to);
                        setAnnouncement(t('moved', { name: label, position: to + 1, total: fields.length }));
                      }}
                    />
                    <button
                      type="button"
                      onClick={() => removeSection(index)}
                      aria-label={t('remove', { name: label })}
                      className="rounded-lg p-1.5 text-slate-500 hover:bg-rose-50 hover:text-rose-600"
                    >
                      <Trash2 className="size-4" />
                    </button>
                  </span>
                </div>
                <Field id={nameId} label={t('name')} error={errors?.[index]?.name?.message}>
                  <input
                    id={nameId}
                    {...register(`sections.${index}.name`, { onChange: () => clearErrors(`sections.${index}.name`) })}
                    {...errorAria(nameId, errors?.[index]?.name)}
                    className={inputClass}
                  />
                </Field>
                <div className="grid grid-cols-2 gap-2">
                  <Field id={minutesId} label={t('minutes')} error={errors?.[index]?.minutes?.message} optional>
                    <input
                      id={minutesId}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      {...register(`sections.${index}.minutes`, {
                        setValueAs: toOptionalNumber,
                        onChange: () => clearErrors(['sections', 'duration']),
                      })}
                      {...errorAria(minutesId, errors?.[index]?.minutes)}
                      className={inputClass}
                    />
                  </Field>
                  {attemptAnyField(index)}
                </div>
                <MarkingFields form={form} index={index} legend={t('marking')} />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-slate-600">{t('questionCount', { count })}</span>
                  <Button
                    variant="secondary"
                    aria-expanded={open === item.id}
                    aria-controls={panelId}
                    onClick={() => setOpen(open === item.id ? null : item.id)}
                    className="px-3 py-1.5"
                  >
                    {open === item.id ? t('hideQuestions') : t('chooseQuestions', { name: label })}
                  </Button>
                </div>
                {open === item.id && (
                  <div id={panelId} className="space-y-3">
                    <QuestionBankPicker
                      value={questionIds({ questions: entriesOf(section) })}
                      onChange={(ids) => choose(index, ids)}
                    />
                    <SectionFile files={files} sectionKey={item.id} />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id="test-sections-error" message={rootError} />
      {timed && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {t('timersTotal', { count: timersTotal })}
          {timersTotal !== duration && (
            <Button
              variant="ghost"
              className="px-2 py-1"
              onClick={() => {
                setValue('duration', timersTotal);
                clearErrors('duration');
              }}
            >
              {t('useAsDuration', { count: timersTotal })}
            </Button>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} variant="secondary" onClick={addSection}>
          {t('add')}
        </Button>
        <p className="text-xs text-slate-500">{single ? t('addHint') : t('removeHint')}</p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

const SectionFile = ({ files, sectionKey }: { files: FileQuestionsState; sectionKey: string }) => (
  <QuestionFileUpload file={files.of(sectionKey)} onChange={(file) => files.set(sectionKey, file)} />
);
