// What other modules use of auth: the request's auth dependencies, customer look-ups and the password hasher.
export { authDepsOf, metaOf, passwordHasherFor, type AuthDeps, type RequestMeta } from './auth-deps.ts';
export { findCustomerById, findCustomerByMobile, findEnterpriseProfile } from './customer.repository.ts';
export { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
export { profileFieldsOf, type ProfileColumns } from './profile-fields.ts';
export { insertAuthEvent, type AuthEventType } from './auth-event.repository.ts';
export { checkPassword } from './password.service.ts';
