/**
 * The demo accounts seeded into an empty database. Every password meets the sign-up
 * rule (6–20 characters, one uppercase letter, one special character), so the same
 * credentials work through the real sign-in form. Listed in the README.
 */
export type DemoAccount = {
  readonly role: 'admin' | 'agent' | 'user';
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** An agent the admin has flagged: stored with role 'fraud', listings hidden publicly. */
  readonly isFraud?: boolean;
  /** A user whose agent application is waiting for the admin. */
  readonly hasPendingAgentRequest?: boolean;
  /** How buyers reach a demo agent (issue 12), +8801XXXXXXXXX. */
  readonly phone?: string;
  /** A WhatsApp number when it differs from the phone's. */
  readonly whatsapp?: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', name: 'Farhana Akter', email: 'admin@nestlane.test', password: 'Admin@123' },
  {
    role: 'agent',
    name: 'Rahim Uddin',
    email: 'agent.rahim@nestlane.test',
    password: 'Agent@123',
    phone: '+8801700000101',
    whatsapp: '+8801700000101',
  },
  {
    role: 'agent',
    name: 'Nusrat Jahan',
    email: 'agent.nusrat@nestlane.test',
    password: 'Agent@123',
    phone: '+8801800000202',
    whatsapp: '+8801900000202',
  },
  {
    role: 'agent',
    name: 'Kamal Hossain',
    email: 'agent.kamal@nestlane.test',
    password: 'Agent@123',
    isFraud: true,
    phone: '+8801500000303',
  },
  { role: 'user', name: 'Tanvir Ahmed', email: 'user.tanvir@nestlane.test', password: 'User@123' },
  { role: 'user', name: 'Sadia Islam', email: 'user.sadia@nestlane.test', password: 'User@123' },
  { role: 'user', name: 'Arif Chowdhury', email: 'user.arif@nestlane.test', password: 'User@123' },
  {
    role: 'user',
    name: 'Mitu Rahman',
    email: 'user.mitu@nestlane.test',
    password: 'User@123',
    hasPendingAgentRequest: true,
  },
];

/** The role stored in the database: a flagged agent is 'fraud'. */
export function getStoredRole(account: DemoAccount): 'admin' | 'agent' | 'user' | 'fraud' {
  return account.isFraud ? 'fraud' : account.role;
}
