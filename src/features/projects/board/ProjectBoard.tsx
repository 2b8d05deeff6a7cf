import { SwapOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Skeleton } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/projects';
import { errorText } from '../../../store/errors';
import {
  BOARD_PAGE_SIZE,
  useGetProjectBoardQuery,
  useGetProjectColumnPagesInfiniteQuery,
  useSetProjectStageMutation,
  type ProjectBoardColumn,
  type ProjectStage,
  type ProjectSummary,
} from '../api';
import { customerOf, planningOf, stageLabel, STAGES } from '../stages';
import './board.css';

/** What a drag carries: the project's id, as text of this type. */
const DRAG_TYPE = 'application/x-project';

type Move = (project: ProjectSummary, stage: ProjectStage) => Promise<void>;

type BoardFilter = { q?: string; customer?: number };

/** The board's read for a filter: also what the list's 'Bord' asks for ahead of the board. */
export const boardRead = (filter: BoardFilter) => ({ ...filter, limit: BOARD_PAGE_SIZE });

/**
 * The board (docs/product.md § Projecten): a column per stage, each with its newest projects and
 * how many it holds, all from one read of the server ('Meer' reads a column's next page). A card
 * is dragged to another column, or moved with its 'Verplaats naar…' menu, which the keyboard
 * reaches.
 */
export function ProjectBoard({ filter }: { filter: BoardFilter }) {
  const { message } = App.useApp();
  const [setStage] = useSetProjectStageMutation();
  const { data } = useGetProjectBoardQuery(boardRead(filter));
  const move: Move = async (project, stage) => {
    if (project.stage === stage) return;
    try {
      await setStage({ id: project.id, projectStageInput: { stage } }).unwrap();
      message.success(t('projects.moved', { name: project.name, stage: stageLabel(stage) }));
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  return (
    <section className="bo-board" aria-label={t('projects.board')}>
      <p className="bo-board__hint">{t('projects.boardHint')}</p>
      <div className="bo-board__columns">
        {STAGES.map((stage) => (
          <Column
            key={stage}
            stage={stage}
            column={data?.columns.find((column) => column.stage === stage)}
            filter={filter}
            move={move}
          />
        ))}
      </div>
    </section>
  );
}

function Column({
  stage,
  column,
  filter,
  move,
}: {
  stage: ProjectStage;
  column: ProjectBoardColumn | undefined;
  filter: BoardFilter;
  move: Move;
}) {
  // The column's pages after the board's first, read once 'Meer' is asked for.
  const [more, setMore] = useState(false);
  const after = column?.next ?? null;
  const further = useGetProjectColumnPagesInfiniteQuery(
    more && after ? { ...filter, stage, after } : skipToken,
  );
  const projects = column && [
    ...column.projects,
    ...(more ? (further.data?.pages.flatMap((page) => page.projects) ?? []) : []),
  ];
  const hasMore = more ? further.hasNextPage : Boolean(after);
  const [over, setOver] = useState(false);
  const titleId = `board-${stage}`;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const carried = event.dataTransfer.getData(DRAG_TYPE);
    if (!carried) return;
    void move(JSON.parse(carried) as ProjectSummary, stage);
  };

  return (
    <section
      className={`bo-board__column${over ? ' bo-board__column--over' : ''}`}
      aria-labelledby={titleId}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-stage={stage}
    >
      <h3 id={titleId} className="bo-board__title">
        {stageLabel(stage)}
        {column && projects && (
          <span className="bo-board__count">
            {t('projects.columnCount', { shown: projects.length, count: column.count })}
          </span>
        )}
      </h3>
      {!projects ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : projects.length ? (
        <ul className="bo-board__cards">
          {projects.map((project) => (
            <Card key={project.id} project={project} move={move} />
          ))}
        </ul>
      ) : (
        <p className="bo-board__empty">{t('projects.columnEmpty')}</p>
      )}
      {hasMore && (
        <Button
          size="small"
          block
          loading={more && further.isFetching}
          onClick={() => (more ? void further.fetchNextPage() : setMore(true))}
        >
          {t('projects.more')}
        </Button>
      )}
    </section>
  );
}

/**
 * A card: a plain list item, with its menu's Dropdown made only when the menu is first opened,
 * so that a board of a hundred cards draws quickly.
 */
function Card({ project, move }: { project: ProjectSummary; move: Move }) {
  const planning = planningOf(project);
  const [menu, setMenu] = useState<'closed' | 'open' | 'unused'>('unused');
  // The button is drawn anew inside the Dropdown when the menu first opens: it keeps the focus
  // (and gets it back when the menu closes).
  const moveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menu !== 'unused') moveButton.current?.focus();
  }, [menu]);
  const button = (
    <button
      ref={moveButton}
      type="button"
      className="bo-board__move"
      title={t('projects.moveTo')}
      aria-label={t('projects.moveToLabel', { name: project.name })}
      aria-haspopup="menu"
      aria-expanded={menu === 'open'}
      onClick={menu === 'unused' ? () => setMenu('open') : undefined}
    >
      <SwapOutlined aria-hidden="true" />
    </button>
  );
  return (
    <li
      className="bo-board__card"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(project));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-project={project.id}
    >
      <div className="bo-board__head">
        <Link to={`/projects/${project.id}`} className="bo-board__name">
          {project.name}
        </Link>
        {/* Only an icon, so that the six columns fit: its name and tooltip say what it does. */}
        {menu === 'unused' ? (
          button
        ) : (
          <Dropdown
            open={menu === 'open'}
            onOpenChange={(open) => setMenu(open ? 'open' : 'closed')}
            trigger={['click']}
            menu={{
              items: STAGES.filter((stage) => stage !== project.stage).map((stage) => ({
                key: stage,
                label: stageLabel(stage),
              })),
              onClick: ({ key }) => {
                setMenu('closed');
                void move(project, key as ProjectStage);
              },
            }}
          >
            {button}
          </Dropdown>
        )}
      </div>
      <span className="bo-board__customer">{customerOf(project)}</span>
      {planning && <span className="bo-board__planning">{planning}</span>}
    </li>
  );
}
