import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { z } from 'zod';
import { nicknameField } from '../../../shared/api/auth';
import { instagramField, userInfo as userInfoSchema } from '../../../shared/api/user';
import { AGE_GROUPS, GENDERS, NATIONALITIES } from '../../../shared/constants';
import { FIELD_MESSAGES, isFieldMessageKey } from '../../../shared/validation-messages';
import { ObjectState } from '../../components/AsyncState';
import { Button, buttonClass } from '../../components/Button';
import { ChoiceTiles } from '../../components/ChoiceTiles';
import { Field } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useAction, useCall } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/feedback';
import { PICTURE_ACCEPT, isPictureProblem, pictureProblemText, readPicture } from '../../lib/picture-file';
import { savedState, useSavedState } from '../../lib/saved-state';
import { useMy } from './use-my';
import './my.css';

type Info = z.infer<typeof userInfoSchema>;
/** The profile fields as edited: the server's shapes, with the Instagram address as typed. */
const formSchema = userInfoSchema
  .pick({ nickname: true, themeIds: true, regionIds: true, ageGroup: true, gender: true, nationality: true })
  .extend({ instagram: z.string() });
type Form = z.infer<typeof formSchema>;
/** One member's unsaved edit (the key names the member, so the next one on this device never sees it). */
const draftOf = (userId: number) => savedState(`my.infoDraft.${userId}`, 1, formSchema);

const formOf = (u: Info): Form => ({
  nickname: u.nickname,
  instagram: u.instagram ?? '',
  themeIds: u.themeIds,
  regionIds: u.regionIds,
  ageGroup: u.ageGroup,
  gender: u.gender,
  nationality: u.nationality,
});

export default function MyInfo() {
  const { t } = useMy();
  const info = useCall(api.user.userInfo, {}, { current: true });
  const themes = useCall(api.reference.themeList, {}, { silent: true });
  const regions = useCall(api.reference.regionList, {}, { silent: true });
  return (
    <main className="page my-info">
      <PageHeader title={t('titles:myInfo')} />
      <ObjectState call={info}>
        {(u) => (
          <>
            <ProfileImage nickname={u.nickname} url={u.profileImage} />
            <InfoForm user={u} themes={themes.data ?? []} regions={regions.data ?? []} />
          </>
        )}
      </ObjectState>
    </main>
  );
}

function ProfileImage({ nickname, url }: { nickname: string; url: string | null }) {
  const { t, language } = useMy();
  const [current, setCurrent] = useState(url);
  const saving = useAction(api.user.userProfileImage, {
    invalidates: [api.user.userInfo],
    onSuccess: ({ profileImage }) => {
      setCurrent(profileImage);
      toast(t('info.imageSaved'), { icon: 'success' });
    },
  });
  const save = (image: string | null) => void saving.run({ image });

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const picture = await readPicture(file);
    if (isPictureProblem(picture)) toast(pictureProblemText(picture, language), { icon: 'error' });
    else save(picture);
  }

  return (
    <section className="profile-image" aria-label={t('info.profileImage')}>
      {current ? (
        <img src={current} alt={t('info.imageAlt', { nickname })} />
      ) : (
        <span className="avatar-empty" role="img" aria-label={t('info.noImage')}>
          {nickname.slice(0, 1)}
        </span>
      )}
      <div className="profile-image-actions">
        <label className={buttonClass({})}>
          {t('info.changeImage')}
          <input type="file" accept={PICTURE_ACCEPT} className="visually-hidden" onChange={(e) => void pick(e)} />
        </label>
        {current && (
          <Button variant="subtle" small onClick={() => save(null)}>
            <Trash2 /> {t('info.removeImage')}
          </Button>
        )}
      </div>
    </section>
  );
}

type Choice = { id: number; name: string };

/** The profile fields; unsaved edits survive a reload as a draft of this user's. */
function InfoForm({ user, themes, regions }: { user: Info; themes: Choice[]; regions: Choice[] }) {
  const { t, language } = useMy();
  const draft = useMemo(() => draftOf(user.id), [user.id]);
  const [form, setForm] = useSavedState(draft, () => formOf(user));
  const [errors, setErrors] = useState<{ nickname?: string; instagram?: string; form?: string }>({});
  // A refusal is told beside the save button, where the reader is looking.
  const showRefusal = (err: unknown) => {
    setErrors({ form: errorMessage(err) });
    return true;
  };
  const after = { invalidates: [api.user.userInfo], onRefusal: showRefusal };
  const savingInfo = useAction(api.user.saveUserInfo, after);
  const savingNationality = useAction(api.user.saveNationality, after);

  useEffect(() => {
    if (draft.read()) toast(t('info.draftRestored'), { icon: 'info' });
  }, [draft, t]);

  const update = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => {
    const key = result.error?.issues[0]?.message;
    return result.success || !key
      ? undefined
      : isFieldMessageKey(key)
        ? FIELD_MESSAGES[language][key]
        : FIELD_MESSAGES[language].required;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      nickname: messageOf(nicknameField.safeParse(form.nickname)),
      instagram: form.instagram.trim() ? messageOf(instagramField.safeParse(form.instagram)) : undefined,
    };
    setErrors(found);
    if (found.nickname || found.instagram) {
      document.getElementById(found.nickname ? 'info-nickname' : 'info-instagram')?.focus();
      return;
    }
    const { nationality, instagram, ...fields } = form;
    if (!(await savingInfo.run({ ...fields, instagram: instagram.trim() || null }))) return;
    if (nationality && nationality !== user.nationality && !(await savingNationality.run({ nationality }))) return;
    draft.clear();
    toast(t('info.saved'), { icon: 'success' });
  }

  const radios = <K extends 'ageGroup' | 'gender' | 'nationality'>(
    key: K,
    values: readonly NonNullable<Form[K]>[],
    label: (v: NonNullable<Form[K]>) => string,
  ) => (
    <ChoiceTiles
      legend={t(`info.${key}`)}
      name={key}
      className="compact"
      multiple={false}
      options={values.map((value) => ({ value, label: label(value) }))}
      selected={form[key] ? [form[key]] : []}
      onChange={([value]) => update({ [key]: value } as Partial<Form>)}
    />
  );
  const checks = (key: 'themeIds' | 'regionIds', legend: string, choices: Choice[]) => (
    <ChoiceTiles
      legend={legend}
      name={key}
      className="compact"
      multiple
      options={choices.map((c) => ({ value: c.id, label: c.name }))}
      selected={form[key]}
      onChange={(ids) => update({ [key]: ids })}
    />
  );

  return (
    <form className="form info-form" onSubmit={submit} noValidate>
      {user.email && <Field id="info-email" label={t('info.email')} value={user.email} readOnly />}
      <Field
        id="info-nickname"
        label={t('info.nickname')}
        hint={t('info.nicknameHint')}
        error={errors.nickname}
        value={form.nickname}
        onChange={(nickname) => update({ nickname })}
        autoComplete="nickname"
      />
      <Field
        id="info-instagram"
        label={t('info.instagram')}
        hint={t('info.instagramHint')}
        error={errors.instagram}
        value={form.instagram}
        onChange={(instagram) => update({ instagram })}
        inputMode="url"
        placeholder="instagram.com/…"
      />
      {checks('themeIds', t('info.themes'), themes)}
      {checks('regionIds', t('info.regions'), regions)}
      {radios('ageGroup', AGE_GROUPS, (v) => t(`info.ages.${v}`))}
      {radios('gender', GENDERS, (v) => t(`info.genders.${v}`))}
      {radios('nationality', NATIONALITIES, (v) => t(`info.nationalities.${v}`))}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="primary" block>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
