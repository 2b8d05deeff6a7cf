import { SwapOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Skeleton } from 'antd';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/customers';
import { errorText } from '../../../store/errors';
import {
  useGetProjectBoardPagesInfiniteQuery,
  useSetProjectStageMutation,
  type ProjectStage,
  type ProjectSummary,
} from '../api';
import { customerOf, planningOf, stageLabel, STAGES } from '../stages';
import './board.css';

/** What a drag carries: the project's id, as text of this type. */
const DRAG_TYPE = 'application/x-project';

type Move = (project: ProjectSummary, stage: ProjectStage) => Promise<void>;

/**
 * The board (docs/product.md § Projecten): a column per stage, each a page of its projects
 * from the server (newest first, 'Meer' for the next). A card is dragged to another column,
 * or moved with its 'Verplaats naar…' menu, which the keyboard reaches.
 */
export function ProjectBoard({ filter }: { filter: { q?: string; customer?: number } }) {
  const { message } = App.useApp();
  const [setStage] = useSetProjectStageMutation();
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
          <Column key={stage} stage={stage} filter={filter} move={move} />
        ))}
      </div>
    </section>
  );
}

function Column({
  stage,
  filter,
  move,
}: {
  stage: ProjectStage;
  filter: { q?: string; customer?: number };
  move: Move;
}) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProjectBoardPagesInfiniteQuery({
      ...filter,
      stage,
    });
  const projects = data?.pages.flatMap((page) => page.projects);
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
        {projects && (
          <span className="bo-board__count">
            {t('projects.columnCount', { count: projects.length })}
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
      {hasNextPage && (
        <Button
          size="small"
          block
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('projects.more')}
        </Button>
      )}
    </section>
  );
}

function Card({ project, move }: { project: ProjectSummary; move: Move }) {
  const planning = planningOf(project);
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
        <Dropdown
          trigger={['click']}
          menu={{
            items: STAGES.filter((stage) => stage !== project.stage).map((stage) => ({
              key: stage,
              label: stageLabel(stage),
            })),
            onClick: ({ key }) => void move(project, key as ProjectStage),
          }}
        >
          <Button
            size="small"
            type="text"
            className="bo-board__move"
            icon={<SwapOutlined aria-hidden="true" />}
            title={t('projects.moveTo')}
            aria-label={t('projects.moveToLabel', { name: project.name })}
          />
        </Dropdown>
      </div>
      <span className="bo-board__customer">{customerOf(project)}</span>
      {planning && <span className="bo-board__planning">{planning}</span>}
    </li>
  );
}
