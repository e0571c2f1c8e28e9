import { IconLink } from '../../components/IconButton';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Language } from '../../../shared/constants';
import type { ResponseOf } from '../../../shared/endpoint';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { FeedWindow } from './FeedWindow';
import { WriteButton } from './WriteButton';
import { usePages } from './use-pages';
import './feed.css';

type Profile = ResponseOf<typeof api.feed.userFeed>['profile'];

/** /myFeed (own) or /myFeed?userId=N (someone else's): profile, Instagram link, posts. */
export default function MyFeed() {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language as Language;
  const param = new URLSearchParams(useSearch()).get('userId');
  const userId = param ? Number(param) : undefined;
  const [owner, setOwner] = useState<{ profile: Profile; mine: boolean } | null>(null);
  const posts = usePages(
    async (cursor) => {
      const page = await client.call(api.feed.userFeed, { userId, cursor, size: 20 }, { silent: cursor !== undefined });
      setOwner({ profile: page.profile, mine: page.mine });
      return page;
    },
    [userId, language],
  );
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
            <h2 className="profile-name" data-user-content>
              {profile.nickname}
            </h2>
            <p className="muted">
              {t('my.posts', { count: profile.feedCount, value: formatNumber(profile.feedCount, language) })}
            </p>
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
      <FeedWindow list={posts} empty={t(owner?.mine === false ? 'my.theirEmpty' : 'my.empty')} label={t('my.list')} />
      {owner?.mine && <WriteButton />}
    </main>
  );
}
