// Course authoring for admins (issue 19 §3): /cecourses/create and /cecourses/:id/edit. A course is its
// lessons (text, or a video uploaded through the storage port with text beside it), its exam questions
// (choices one per line, the right one by its number) and the pass mark. Saved, it is what learners see.
import { useState } from 'react';
import { useWatch, useFormContext } from 'react-hook-form';
import { Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import {
  ArrayInput,
  Create,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  required,
  useNotify,
  useRecordContext,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { uploadFile } from '../attachments/api';
import { ceCoursePaths, ceCoursesResource, type CeCourseRecord } from './types';
import { FilePickButton } from '../layout/FilePickButton';
import { useReadRefusedThenList } from '../layout/readRefusedThenList';

interface LessonValues {
  id?: string;
  title: string;
  kind: 'text' | 'video';
  body?: string;
  video?: { uuid: string; filename: string } | null;
}
interface QuestionValues {
  id?: string;
  text: string;
  /** One choice per line. */
  choices_text: string;
  /** The right choice's number, from 1. */
  answer: number;
}
interface CourseValues {
  title: string;
  description?: string;
  credit_hours?: number;
  pass_mark: number;
  lessons?: LessonValues[];
  questions?: QuestionValues[];
}

const toForm = (course: CeCourseRecord): CourseValues => ({
  title: course.title,
  description: course.description,
  credit_hours: course.credit_hours,
  pass_mark: course.pass_mark,
  lessons: course.lessons,
  questions: course.questions.map((q) => ({ id: q.id, text: q.text, choices_text: q.choices.join('\n'), answer: (q.answer ?? 0) + 1 })),
});

/** What POST and PUT /api/ce-courses take: new lessons and questions get their ids here. */
const fromForm = (values: CourseValues) => ({
  title: values.title,
  description: values.description ?? '',
  credit_hours: Number(values.credit_hours ?? 0),
  pass_mark: Number(values.pass_mark),
  lessons: (values.lessons ?? []).map((l) => ({
    id: l.id ?? crypto.randomUUID(),
    title: l.title,
    kind: l.kind,
    body: l.body ?? '',
    video: l.kind === 'video' ? (l.video ?? null) : null,
  })),
  questions: (values.questions ?? []).map((q) => ({
    id: q.id ?? crypto.randomUUID(),
    text: q.text,
    choices: (q.choices_text ?? '')
      .split('\n')
      .map((c) => c.trim())
      .filter(Boolean),
    answer: Number(q.answer) - 1,
  })),
});

/** A video lesson's file: uploaded at once (video kinds only), the lesson keeps its uuid and name. */
const LessonVideoInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const kind = useWatch({ name: getSource('kind') }) as string | undefined;
  const video = useWatch({ name: getSource('video') }) as LessonValues['video'];
  const [uploading, setUploading] = useState(false);
  if (kind !== 'video') return null;
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { uuid } = await uploadFile(file, ['video']);
      setValue(getSource('video'), { uuid, filename: file.name }, { shouldDirty: true });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  return (
    <div>
      <FilePickButton
        accept="video/mp4,video/webm,video/quicktime,video/ogg"
        inputLabel={translate('app.ce_courses.upload_video')}
        onPick={(file) => {
          if (file) void upload(file);
        }}
        disabled={uploading}
        startIcon={<UploadIcon />}
      >
        {translate(video ? 'app.ce_courses.replace_video' : 'app.ce_courses.upload_video')}
      </FilePickButton>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {video ? video.filename : translate('app.ce_courses.no_video')}
      </Typography>
    </div>
  );
};

const CourseForm = ({ record }: { record?: CourseValues }) => (
  <SimpleForm record={record ?? { pass_mark: 80, credit_hours: 1, lessons: [], questions: [] }}>
    <TextInput source="title" validate={required()} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <NumberInput source="credit_hours" step={0.25} validate={[minValue(0), maxValue(100)]} />
    <NumberInput source="pass_mark" validate={[required(), minValue(1), maxValue(100)]} />
    <ArrayInput source="lessons">
      <SimpleFormIterator disableReordering fullWidth>
        <TextInput source="title" validate={required()} label="resources.ce-courses.fields.lesson_title" fullWidth />
        <SelectInput
          source="kind"
          validate={required()}
          defaultValue="text"
          label="resources.ce-courses.fields.lesson_kind"
          choices={[
            { id: 'text', name: 'app.ce_courses.kind_text' },
            { id: 'video', name: 'app.ce_courses.kind_video' },
          ]}
        />
        <TextInput source="body" multiline minRows={3} label="resources.ce-courses.fields.lesson_body" fullWidth />
        <LessonVideoInput />
      </SimpleFormIterator>
    </ArrayInput>
    <ArrayInput source="questions">
      <SimpleFormIterator disableReordering fullWidth>
        <TextInput source="text" validate={required()} label="resources.ce-courses.fields.question_text" fullWidth />
        <TextInput
          source="choices_text"
          validate={required()}
          multiline
          minRows={2}
          label="resources.ce-courses.fields.choices"
          helperText="app.ce_courses.choices_hint"
          fullWidth
        />
        <NumberInput source="answer" validate={[required(), minValue(1), maxValue(10)]} label="resources.ce-courses.fields.answer" />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);

const EditForm = () => {
  const course = useRecordContext<CeCourseRecord>();
  return course ? <CourseForm record={toForm(course)} /> : null;
};

export const CeCourseCreate = () => (
  <Create
    resource={ceCoursesResource}
    title="app.ce_courses.create"
    transform={fromForm}
    redirect={(_resource, id) => ceCoursePaths.show(String(id))}
  >
    <CourseForm />
  </Create>
);

export const CeCourseEdit = () => {
  const readRefused = useReadRefusedThenList(ceCoursePaths.list);
  return (
    <Edit
      resource={ceCoursesResource}
      title="app.ce_courses.edit"
      transform={fromForm}
      mutationMode="pessimistic"
      queryOptions={readRefused}
      redirect={(_resource, id) => ceCoursePaths.show(String(id))}
    >
      <EditForm />
    </Edit>
  );
};
