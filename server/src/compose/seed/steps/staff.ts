import { roles } from '../../../platform/session/tables';
import { hashPassword } from '../../../domains/auth/password';
import { seedUsers } from '../riderUsers';
import { insertBatches } from '../insert';
import { DEMO_ROLES } from '../roles';
import demoAccounts from '../demo-accounts.json';
import { FEMALE_FIRST, LAST, MALE_FIRST } from '../names';
import { addCount, DAY, type SeedContext, type SeedStaff, type SeedStep } from '../context';

export interface DemoAccount {
  role: string;
  name: string;
  phoneNumber: string;
  password: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = demoAccounts;

/** Staff beyond the sign-in accounts, so lists, custody and locations have people in them (no password). */
const EXTRA_STAFF: Array<{ role: string; count: number }> = [
  { role: 'Field Technician', count: 11 },
  { role: 'Support Agent', count: 4 },
  { role: 'Support Supervisor', count: 1 },
];

export const staffStep: SeedStep = {
  name: 'staff',
  async run(ctx: SeedContext) {
    const random = ctx.random('staff');
    const created = new Date(ctx.now.getTime() - 400 * DAY);
    for (const role of DEMO_ROLES) ctx.state.roleIds.set(role.name, random.id(created));
    await insertBatches(
      ctx.tx,
      roles,
      DEMO_ROLES.map((role) => ({
        id: ctx.state.roleIds.get(role.name)!,
        name: role.name,
        level: role.level,
        department: role.department,
        permissions: role.permissions,
        createdAt: created,
        updatedAt: created,
      })),
    );
    addCount(ctx, 'roles', DEMO_ROLES.length);

    const areaIds = ctx.state.areas.map((area) => area.id);
    const staff: SeedStaff[] = [];
    const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
    for (const account of DEMO_ACCOUNTS) {
      const roleId = ctx.state.roleIds.get(account.role);
      if (!roleId) throw new Error(`demo-accounts.json: unknown role ${account.role}`);
      staff.push({
        id: random.id(created),
        name: account.name,
        phoneNumber: account.phoneNumber,
        roleName: account.role,
        roleId,
        areaId: account.role === 'Field Technician' ? areaIds[0]! : null,
        opsAreas: account.role === 'Field Technician' ? areaIds.slice(0, 3) : [],
        demo: true,
      });
    }
    for (const { role, count } of EXTRA_STAFF) {
      for (let i = 0; i < count; i++) {
        const [first] = random.chance(0.7) ? random.pick(MALE_FIRST) : random.pick(FEMALE_FIRST);
        const [last] = random.pick(LAST);
        let phoneNumber: string;
        do phoneNumber = `+2011${random.digits(8)}`;
        while (ctx.state.phones.has(phoneNumber) || staff.some((s) => s.phoneNumber === phoneNumber));
        const home = random.pick(areaIds);
        staff.push({
          id: random.id(created),
          name: `${first} ${last}`,
          phoneNumber,
          roleName: role,
          roleId: ctx.state.roleIds.get(role)!,
          areaId: home,
          opsAreas:
            role === 'Field Technician'
              ? [home, random.pick(areaIds)].filter((v, k, a) => a.indexOf(v) === k)
              : [],
          demo: false,
        });
      }
    }
    for (const member of staff) ctx.state.phones.add(member.phoneNumber);
    ctx.state.staff = staff;
    await insertBatches(
      ctx.tx,
      seedUsers,
      staff.map((member) => {
        const demoIndex = DEMO_ACCOUNTS.findIndex((a) => a.phoneNumber === member.phoneNumber);
        return {
          id: member.id,
          name: member.name,
          phoneNumber: member.phoneNumber,
          email: member.demo ? `${member.name.toLowerCase().replace(/[^a-z]+/g, '.')}@ops.example.com` : null,
          passwordHash: demoIndex >= 0 ? hashes[demoIndex]! : null,
          roleId: member.roleId,
          type: 'operations' as const,
          active: true,
          balancePiasters: 0,
          areaId: member.areaId,
          opsAreas: member.opsAreas,
          lang: 'en' as const,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
    addCount(ctx, 'users (staff)', staff.length);
  },
};
