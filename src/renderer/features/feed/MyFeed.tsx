import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../../components/IconButton';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useIdParam, useLanguage, usePages } from '../../lib/data';
import { formatNumber, langOf } from '../../lib/format';
import { FeedWindow } from './FeedWindow';
import { MySummary } from './MySummary';
import { WriteButton } from './WriteButton';
import './feed.css';

/** /myFeed (own) or /myFeed?userId=N (someone else's): profile, Instagram link, posts. */
export default function MyFeed() {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const userId = useIdParam('userId') ?? undefined;
  const posts = usePages(api.feed.userFeed, { userId, size: 20 });
  const owner = posts.head;
  const profile = owner?.profile;
  return (
    <main className="page my-feed">
      <PageHeader
        title={
          owner && !owner.mine && profile ? t('my.theirTitle', { nickname: profile.nickname }) : t('titles:myFeed')
        }
        back={userId !== undefined}
        actions={
          userId === undefined && <IconLink href="/preferences" icon={Settings} label={t('titles:preferences')} />
        }
      />
      {profile && (
        <section className="profile" aria-label={t('my.profile')}>
          {profile.profileImage ? (
            <img className="avatar" src={profile.profileImage} alt="" />
          ) : (
            <span className="avatar" aria-hidden="true">
              {profile.nickname.slice(0, 1)}
            </span>
          )}
          <div>
            <h2 className="profile-name" lang={langOf(profile.nickname, language)} data-user-content>
              {profile.nickname}
            </h2>
            {!owner.mine && (
              <p className="muted">
                {t('my.posts', { count: profile.feedCount, value: formatNumber(profile.feedCount, language) })}
              </p>
            )}
            {profile.instagram && (
              <a
                className="instagram"
                href={`https://www.instagram.com/${encodeURIComponent(profile.instagram)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Instagram @{profile.instagram}
              </a>
            )}
          </div>
        </section>
      )}
      {owner?.mine && profile && <MySummary posts={posts} postCount={profile.feedCount} />}
      <FeedWindow list={posts} empty={t(owner?.mine === false ? 'my.theirEmpty' : 'my.empty')} label={t('my.list')} />
      {owner?.mine && <WriteButton />}
    </main>
  );
}
