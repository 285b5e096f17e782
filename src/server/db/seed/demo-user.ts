import { todos } from '../../../contract/entities/user/todos.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/** Y-m-d of the day `days` after today (UTC is close enough for a demo deadline). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A few personal to-dos for each demo user, so /user/todo opens on what a receptionist and a
 * manager really keep. Each list is its owner's alone (the entity's owner scope).
 */
export async function seedDemoTodos(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(
    owner,
    tenantId,
    todos,
    [
      {
        ma_viec: 'DEMOLT1',
        noi_dung: 'Gọi xác nhận lịch chăm sóc da chiều thứ Bảy của chị Lan',
        han_chot: inDays(1),
      },
      { ma_viec: 'DEMOLT2', noi_dung: 'Nhắc khách mang theo thẻ liệu trình khi đến', han_chot: inDays(2) },
      { ma_viec: 'DEMOLT3', noi_dung: 'In lại bảng giá dịch vụ tháng này cho quầy lễ tân', hoan_thanh: true },
    ],
    'letan',
  );
  await seedEntity(
    owner,
    tenantId,
    todos,
    [
      {
        ma_viec: 'DEMOAD1',
        noi_dung: 'Duyệt chương trình khuyến mãi cuối năm cho hai chi nhánh',
        han_chot: inDays(3),
      },
      { ma_viec: 'DEMOAD2', noi_dung: 'Kiểm tra quyền của nhân viên mới ở chi nhánh 2' },
    ],
    'admin',
  );
}
