import {
  ClockCircleOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  HistoryOutlined,
  MessageOutlined,
  PictureOutlined,
  RightOutlined,
  ShopOutlined,
  TranslationOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/overview';
import { errorText } from '../../store/errors';
import { PageTitle } from '../../shared/PageTitle';
import { LoadFailed } from '../../shared/LoadFailed';
import { useGetOverviewQuery, type Overview } from './api';
import { formatBytes, formatCount } from '../../shared/numbers';
import { InvoiceCards } from './InvoiceCards';
import { OwnWork } from './OwnWork';
import './overview.css';
import { useAppSelector } from '../../store/hooks';
import { can, type Area } from '../../store/permissions';
import { selectRoleUser } from '../../store/session';

// The chart library loads with the chart, after the figures.
const RecentWeeks = lazy(() =>
  import(/* webpackChunkName: "recent-weeks" */ '../../entities/statistics/RecentWeeks').then(
    (module) => ({ default: module.RecentWeeks }),
  ),
);

interface Figure {
  key: string;
  to: string;
  /** The area a role needs to see the card (docs/product.md § Roles). */
  area: Area;
  icon: ReactNode;
  value: number;
  label: string;
  detail: string;
  /** Something waits for someone: the card stands out. */
  attention?: boolean;
}

const one = (count: number, single: string, many: string) => (count === 1 ? single : many);

/** The figures the role does not read are absent from the answer; their cards are not shown. */
const NO_FIGURES: Required<Overview> = {
  chatsWaiting: 0,
  chats: 0,
  servicesEnabled: 0,
  servicesDisabled: 0,
  languageEntries: 0,
  languageEntriesMissingTranslation: 0,
  languageEntriesStale: 0,
  trash: 0,
  achievements: 0,
  images: 0,
  imagesWithoutAlt: 0,
  imagesBytes: 0,
};

/** The cards, in the order a working day goes: who waits, then what the website shows. */
function figuresOf(overview: Required<Overview>): Figure[] {
  return [
    {
      key: 'chats',
      to: '/chats',

      area: 'chats',
      icon: <MessageOutlined />,
      value: overview.chatsWaiting,
      label: one(overview.chatsWaiting, t('overview.chatsWaitingOne'), t('overview.chatsWaiting')),
      detail: one(
        overview.chats,
        t('overview.chatsTotalOne'),
        t('overview.chatsTotal', { count: formatCount(overview.chats) }),
      ),
      attention: overview.chatsWaiting > 0,
    },
    {
      key: 'services',
      to: '/cms/services',

      area: 'cms',
      icon: <ShopOutlined />,
      value: overview.servicesEnabled,
      label: one(
        overview.servicesEnabled,
        t('overview.servicesEnabledOne'),
        t('overview.servicesEnabled'),
      ),
      detail: t('overview.servicesDisabled', { count: formatCount(overview.servicesDisabled) }),
    },
    {
      key: 'language',
      to: '/cms/language?missing=1',

      area: 'cms',
      icon: <TranslationOutlined />,
      value: overview.languageEntriesMissingTranslation,
      label: one(
        overview.languageEntriesMissingTranslation,
        t('overview.languageMissingOne'),
        t('overview.languageMissing'),
      ),
      detail: t('overview.languageTotal', { count: formatCount(overview.languageEntries) }),
      attention: overview.languageEntriesMissingTranslation > 0,
    },
    {
      key: 'stale',
      // The language screen's filter of entries marked staleLanguage.
      to: '/cms/language?filter=stale',

      area: 'cms',
      icon: <ClockCircleOutlined />,
      value: overview.languageEntriesStale,
      label: one(
        overview.languageEntriesStale,
        t('overview.languageStaleOne'),
        t('overview.languageStale'),
      ),
      detail: t('overview.languageStaleDetail'),
      attention: overview.languageEntriesStale > 0,
    },
    {
      key: 'achievements',
      to: '/cms/achievements',

      area: 'cms',
      icon: <TrophyOutlined />,
      value: overview.achievements,
      label: one(overview.achievements, t('overview.achievementsOne'), t('overview.achievements')),
      detail: '',
    },
    {
      key: 'images',
      to: '/cms/images',

      area: 'cms',
      icon: <PictureOutlined />,
      value: overview.images,
      label: one(overview.images, t('overview.imagesOne'), t('overview.images')),
      detail: t('overview.imagesBytes', { size: formatBytes(overview.imagesBytes) }),
    },
    {
      key: 'imagesWithoutAlt',
      // The images library's filter of images lacking a description in either language.
      to: '/cms/images?alt=missing',

      area: 'cms',
      icon: <EyeInvisibleOutlined />,
      value: overview.imagesWithoutAlt,
      label: one(
        overview.imagesWithoutAlt,
        t('overview.imagesWithoutAltOne'),
        t('overview.imagesWithoutAlt'),
      ),
      detail: t('overview.imagesWithoutAltDetail'),
      attention: overview.imagesWithoutAlt > 0,
    },
    {
      key: 'trash',
      to: '/cms/trash',

      area: 'history',
      icon: <DeleteOutlined />,
      value: overview.trash,
      label: one(overview.trash, t('overview.trashOne'), t('overview.trash')),
      detail: t('overview.trashDetail'),
    },
  ];
}

/** One figure; the whole card is the link, its name is what it shows. */
function FigureCard({ figure }: { figure: Figure }) {
  return (
    <li className="bo-overview__item">
      <Link
        to={figure.to}
        className="bo-overview__card"
        data-figure={figure.key}
        data-attention={figure.attention ? 'true' : undefined}
      >
        <span className="bo-overview__icon" aria-hidden="true">
          {figure.icon}
        </span>
        <span className="bo-overview__value">{formatCount(figure.value)}</span>
        <span className="bo-overview__label">{figure.label}</span>
        {figure.detail && <span className="bo-overview__detail">{figure.detail}</span>}
      </Link>
    </li>
  );
}

/** One placeholder per figure card. */
const PLACEHOLDERS = Array.from({ length: 7 }, (_, index) => index);

function FiguresSkeleton() {
  return (
    <ul
      className="bo-overview__grid"
      role="status"
      aria-busy="true"
      aria-label={t('overview.loading')}
    >
      {PLACEHOLDERS.map((index) => (
        <li key={index} className="bo-overview__item" aria-hidden="true">
          <div className="bo-overview__card bo-overview__card--skeleton">
            <Skeleton
              active
              avatar={{ shape: 'square' }}
              title={{ width: '40%' }}
              paragraph={{ rows: 1, width: '80%' }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The way to the activity log: it needs no figures, so it shows while they load or fail too. */
function ActivityLink() {
  return (
    <Link to="/activity" className="bo-overview__card bo-overview__activity">
      <span className="bo-overview__icon" aria-hidden="true">
        <HistoryOutlined />
      </span>
      <span className="bo-overview__activity-title">{t('overview.activity')}</span>
      <span className="bo-overview__detail">{t('overview.activityDetail')}</span>
      <RightOutlined className="bo-overview__activity-arrow" aria-hidden="true" />
    </Link>
  );
}

/**
 * / (docs/product.md § Overview): the day's key figures from one
 * call, each card a link to the screen that acts on it, and the way to the activity log. Asked
 * again on every visit and when the window gets the focus back, so the numbers are those of now.
 */
export default function OverviewPage() {
  const user = useAppSelector(selectRoleUser);
  const { data, isError, error, refetch } = useGetOverviewQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });

  let body;
  if (data) {
    body = (
      <ul className="bo-overview__grid" aria-label={t('overview.cards')}>
        {figuresOf({ ...NO_FIGURES, ...data })
          .filter((figure) => can(user, figure.area))
          .map((figure) => (
            <FigureCard key={figure.key} figure={figure} />
          ))}
      </ul>
    );
  } else if (isError) {
    body = (
      <LoadFailed
        title={t('overview.loadFailed')}
        reason={errorText(error)}
        error={error}
        onRetry={refetch}
      />
    );
  } else {
    body = <FiguresSkeleton />;
  }

  return (
    <section className="bo-page bo-overview">
      <PageTitle>{t('menu.overview')}</PageTitle>
      <OwnWork agenda={can(user, 'agenda')} projects={can(user, 'projects')} />
      {body}
      {can(user, 'invoices') && <InvoiceCards />}
      {can(user, 'webStatistics') && (
        <div className="bo-overview__weeks">
          <Suspense fallback={null}>
            <RecentWeeks />
          </Suspense>
        </div>
      )}
      {can(user, 'history') && <ActivityLink />}
    </section>
  );
}
