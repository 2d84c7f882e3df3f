import { expect, test as setup } from '@playwright/test';
import { personas, seedPassword, storageStateOf, testUsers } from '../fixtures/users';

/** Signs every test identity in through the API once; specs reuse the saved cookies. */
for (const user of testUsers) {
  setup(`sign in: ${user.id}`, async ({ request }) => {
    if (user.persona) {
      const response = await request.post('/api/auth/login', { data: { email: personas[user.persona].email, password: seedPassword } });
      expect(response.ok(), await response.text()).toBe(true);
    } else if (user.demo) {
      const response = await request.post('/api/auth/demo-login', { data: { character_type: user.demo } });
      expect(response.ok(), await response.text()).toBe(true);
    } else {
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const response = await request.post('/api/auth/register', {
        data: { email: `owner.${stamp}@e2e.test`, password: 'a-long-e2e-password', name: 'Robin Owner', practice_name: `E2E Practice ${stamp}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await request.storageState({ path: storageStateOf(user.id) });
  });
}
