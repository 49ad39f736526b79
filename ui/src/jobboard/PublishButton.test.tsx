import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import type { ModelMeta } from '../api/types';
import type { RecordPartProps } from '../modules/registry';
import { useSession } from '../stores/session';
import PublishButton from './PublishButton';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
import { publishTargets, registerPublishTarget, unregisterPublishTarget, type PublishDialogProps } from './publishTargets';

const config = (modules: string[]) => ({ system_expired: false, hide_forget_password: false, clientType: '', CLIENT_CODE: '', modules });
const job = { id: 4, __name__: 'CFO', status: 'live' };
const props = (over: Partial<RecordPartProps> = {}): RecordPartProps => ({
  model: 'joborder', meta: { name: 'joborder', fields: [] } as unknown as ModelMeta, record: job, onChanged: vi.fn(), tabs: [], selectTab: vi.fn(), ...over,
});

const openLiepin = vi.fn();
function HunterDialog({ job: j, onClose }: PublishDialogProps) {
  return <div role="dialog">Publishing {String(j.__name__)}<button type="button" onClick={onClose}>done</button></div>;
}

beforeEach(() => {
  void i18n.changeLanguage('en');
  i18n.addResourceBundle('en', 'translation', { test: { liepin: 'Publish job to provider', hunter: 'Publish to the second job network' } }, true, true);
  // Registered out of order: the menu sorts them.
  registerPublishTarget({ plugin: 'hunterboard', key: 'hunterboard', labelKey: 'test.hunter', order: 20, Dialog: HunterDialog });
  registerPublishTarget({ plugin: 'liepin', key: 'liepin', labelKey: 'test.liepin', order: 10, open: openLiepin });
});
afterEach(() => {
  cleanup();
  unregisterPublishTarget('liepin');
  unregisterPublishTarget('hunterboard');
  useSession.setState({ config: undefined });
  openLiepin.mockReset();
});

describe('publishTargets', () => {
  it.each([
    [['liepin', 'hunterboard', 'jobboard'], ['liepin', 'hunterboard']],
    [['hunterboard', 'jobboard'], ['hunterboard']],
    [['jobboard'], []],
    [undefined, ['liepin', 'hunterboard']],
  ])('with %j on: %j', (on, want) => expect(publishTargets(on).map((t) => t.key)).toEqual(want));
});

describe('the Publish dropdown', () => {
  it('lists the targets whose plugin is on, in order; a choice opens it', () => {
    useSession.setState({ config: config(['jobboard', 'liepin', 'hunterboard']) });
    render(<PublishButton {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish the job' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Publish job to provider', 'Publish to the second job network']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Publish job to provider' }));
    expect(openLiepin).toHaveBeenCalledWith(job);
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('closes on Escape and on a press outside', () => {
    useSession.setState({ config: config(['liepin']) });
    render(<PublishButton {...props()} />);
    const button = screen.getByRole('button', { name: 'Publish the job' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('set aside in the action row\'s More menu, it offers the entries in a modal instead', () => {
    useSession.setState({ config: config(['liepin', 'hunterboard']) });
    const { container } = render(<div data-overflow=""><PublishButton {...props()} /></div>);
    fireEvent.click(screen.getByRole('button', { name: 'Publish the job' }));
    // Drawn in the body, out of the set-aside cell (which takes no pointer events).
    expect(container.querySelector('dialog')).toBeNull();
    const sheet = document.querySelector('dialog')!;
    expect(sheet.getAttribute('aria-label')).toBe('Publish the job');
    expect([...sheet.querySelectorAll('[role=menuitem]')].map((m) => m.textContent)).toEqual(['Publish job to provider', 'Publish to the second job network']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Publish job to provider' }));
    expect(openLiepin).toHaveBeenCalledWith(job);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('draws a target\'s dialog while chosen', () => {
    useSession.setState({ config: config(['jobboard', 'hunterboard']) });
    render(<PublishButton {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish the job' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('menuitem'));
    expect(screen.getByRole('dialog').textContent).toContain('Publishing CFO');
    fireEvent.click(screen.getByText('done'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['no board plugin on', 'joborder', job, ['jobboard']],
    ['another model', 'candidate', job, ['liepin']],
    ['a deleted job', 'joborder', { ...job, is_deleted: true }, ['liepin']],
  ])('is not drawn for %s', (_name, model, record, on) => {
    useSession.setState({ config: config(on) });
    const { container } = render(<PublishButton {...props({ model, record })} />);
    expect(container.innerHTML).toBe('');
  });
});
