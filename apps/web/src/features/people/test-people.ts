import type { ManagedUser, Role } from '@nestlane/shared';

export function makePerson(id: string, name: string, role: Role, agentReq = false): ManagedUser {
  return {
    _id: id,
    name,
    email: `${id}@example.com`,
    photo: '',
    role,
    agentReq,
    creationDate: 'Tue Jan 02 2024',
  };
}
