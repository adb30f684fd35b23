import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useSaveSpotPair } from '../api/pairs';
import type { SpotPair } from '../api/types';

/**
 * Halt or resume one pair (`PUT /admin/spot/pairs/:id {halted}`), always after a confirmation that says what happens:
 * a halt refuses new orders but leaves resting orders on the book (users may still cancel them); a resume lets orders
 * in and match again.
 */
export function HaltButton({ pair }: { pair: SpotPair }) {
  const save = useSaveSpotPair();
  const pending = save.isPending && save.variables?.id === pair.id;
  const set = (halted: boolean) =>
    save
      .mutateAsync({ id: pair.id, input: { halted }, done: `${pair.symbol} ${halted ? 'halted' : 'resumed'}` })
      .catch(() => undefined);

  if (!pair.halted) {
    return (
      <Popconfirm
        title={`Halt ${pair.symbol}?`}
        description={
          <div style={{ maxWidth: 300 }}>
            New orders on {pair.symbol} are refused until you resume it. Resting orders stay on the book and can still
            be cancelled.
          </div>
        }
        okText="Halt trading"
        okButtonProps={{ danger: true, 'data-testid': 'pair-halt-ok' } as ButtonProps}
        onConfirm={() => set(true)}
      >
        <Button
          size="small"
          danger
          icon={<PauseCircleOutlined />}
          loading={pending}
          data-testid={`pair-halt-${pair.id}`}
        >
          Halt
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Popconfirm
      title={`Resume ${pair.symbol}?`}
      description={
        <div style={{ maxWidth: 300 }}>
          New orders are accepted again and match against the resting orders still on the book.
        </div>
      }
      okText="Resume trading"
      okButtonProps={{ 'data-testid': 'pair-resume-ok' } as ButtonProps}
      onConfirm={() => set(false)}
    >
      <Button size="small" icon={<PlayCircleOutlined />} loading={pending} data-testid={`pair-resume-${pair.id}`}>
        Resume
      </Button>
    </Popconfirm>
  );
}
