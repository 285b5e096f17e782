// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { UserInfo } from '../../contract/api/auth.api.ts';
import { NO_RIGHTS } from '../../contract/auth/rules.ts';
import { i18n } from '../i18n/i18n.ts';
import { applyBranchList, loadBranchSelection, selectBranchs } from '../state/branch.ts';
import { deviceId, saveUser } from '../state/session.ts';
import { signInToDemo } from '../test/signed-in.ts';
import { ApiRequestError, apiGet, apiPost, NetworkError } from './api.ts';

const admin = {
  user_name: 'admin',
  user_info: 'Quản trị',
  is_admin: 1,
  saler: null,
  agent_id: null,
  agent_pass: null,
  user_rights: { branchs: '', employee_yn: 0, employees: [] },
  user_configs: [],
  ...NO_RIGHTS,
} satisfies UserInfo;

const calls: { url: string; init: RequestInit }[] = [];

/** Every fetch from now on is recorded in `calls` and answered with a new `response()`. */
function respond(response: () => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response();
    }),
  );
}

function answer(status: number, body: unknown, statusText = ''): void {
  respond(() => new Response(body === undefined ? null : JSON.stringify(body), { status, statusText }));
}

describe('API client headers, parameters and errors (spec §7, §8)', () => {
  beforeEach(() => {
    i18n.activate('vi');
    sessionStorage.clear();
    calls.length = 0;
    signInToDemo();
    saveUser(admin);
    loadBranchSelection('demo');
    applyBranchList(
      [
        { ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh 1' },
        { ma_dvcs: 'CN02', ten_dvcs: 'Chi nhánh 2' },
      ],
      admin,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends Authorization, Tenant, Branchs, Device-Id, User-Name and the language', async () => {
    answer(200, { ok: true });
    selectBranchs(['CN01', 'CN02']);
    await apiGet('system/branchs', z.unknown(), { query: { searchKey: ' a ', x: null, ids: ['1', '2'] } });
    const [call] = calls;
    expect(call?.url).toBe('/api/system/branchs?searchKey=a&ids=1%2C2');
    expect(call?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      Tenant: 'demo',
      Branchs: 'CN01,CN02',
      'Device-Id': deviceId(),
      'User-Name': 'admin',
      'Accept-Language': 'vi',
    });
  });

  it('on POST a single selected branch fills ma_dvcs; several do not; nulls are stripped', async () => {
    answer(200, {});
    selectBranchs(['CN02']);
    await apiPost('crm/partners', { ten_kh: 'Lan', ghi_chu: null }, z.unknown());
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ ten_kh: 'Lan', ma_dvcs: 'CN02' });
    selectBranchs(['CN01', 'CN02']);
    await apiPost('crm/partners', { ten_kh: 'Lan' }, z.unknown());
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ ten_kh: 'Lan' });
  });

  it("shows the server's message, or the status text when the answer is not ours", async () => {
    answer(403, { code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện chức năng này' });
    await expect(apiGet('x', z.unknown())).rejects.toThrow('Bạn không có quyền thực hiện chức năng này');
    answer(502, undefined, 'Bad Gateway');
    const error = await apiGet('x', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Bad Gateway');
  });

  it('a body cut off on the way is no answer (NetworkError), a body that is not JSON is null', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"user_name":"adm'));
        controller.error(new TypeError('network error'));
      },
    });
    respond(() => new Response(cutOff, { status: 200 }));
    await expect(apiGet('x', z.unknown())).rejects.toBeInstanceOf(NetworkError);
    respond(() => new Response('<html>', { status: 200 }));
    await expect(apiGet('x', z.unknown())).resolves.toBeNull();
  });

  it('keeps one device id', () => {
    expect(deviceId()).toBe(deviceId());
    expect(localStorage.getItem('sen.device_id')).toBe(deviceId());
  });
});
