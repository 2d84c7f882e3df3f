import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { currentPermission, currentSubscription, sendTest, subscribe, unsubscribe, waitForStartupCleanup } from './push-client';
import { pushTexts, type PushPermission } from './push-logic';

export interface PushControls {
  permission: PushPermission;
  subscribed: boolean;
  busy: boolean;
  requestPermission(): Promise<void>;
  subscribe(): Promise<void>;
  unsubscribe(): Promise<void>;
  sendTest(): Promise<void>;
}

/** Spec 4 and 8: the push states and actions, with their toasts. */
export function usePush(): PushControls {
  const user = useCurrentUser();
  const userId = user?.uuid ?? null;
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (permission === 'unsupported') return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setSubscribed(!!subscription))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [permission]);

  const doSubscribe = useCallback(async () => {
    if (!userId) return;
    setBusy(true);
    try {
      await subscribe(userId);
      setSubscribed(true);
      toast(pushTexts.subscribed, 'success');
    } catch (error) {
      console.warn('Push subscription failed', error);
      toast(pushTexts.subscribeFailed, 'error');
    } finally {
      setBusy(false);
    }
  }, [userId]);

  const requestPermission = useCallback(async () => {
    if (permission === 'unsupported') {
      toast(pushTexts.unsupported, 'error');
      return;
    }
    let answer: NotificationPermission;
    try {
      answer = await Notification.requestPermission();
    } catch (error) {
      console.warn('Notification permission request failed', error);
      toast(pushTexts.permissionFailed, 'error');
      return;
    }
    setPermission(answer === 'granted' || answer === 'denied' ? answer : 'default');
    if (answer === 'granted') {
      toast(pushTexts.enabled, 'success');
      await doSubscribe();
    } else if (answer === 'denied') {
      toast(pushTexts.denied, 'warning');
    }
  }, [permission, doSubscribe]);

  const doUnsubscribe = useCallback(async () => {
    if (!userId) return;
    setBusy(true);
    try {
      await unsubscribe(userId);
      setSubscribed(false);
      toast(pushTexts.unsubscribed, 'success');
    } catch (error) {
      console.warn('Push unsubscribe failed', error);
      toast(pushTexts.unsubscribeFailed, 'error');
    } finally {
      setBusy(false);
    }
  }, [userId]);

  const doSendTest = useCallback(async () => {
    if (!userId) return;
    setBusy(true);
    try {
      await sendTest(userId);
      toast(pushTexts.testSent, 'success');
    } catch (error) {
      console.warn('Test push failed', error);
      toast(pushTexts.testFailed, 'error');
    } finally {
      setBusy(false);
    }
  }, [userId]);

  return { permission, subscribed, busy, requestPermission, subscribe: doSubscribe, unsubscribe: doUnsubscribe, sendTest: doSendTest };
}

let autoSubscribedFor: string | null = null;

/** Spec 4: when permission is already granted, subscription happens automatically (silently). */
export function usePushAutoSubscribe(): void {
  const user = useCurrentUser();
  const userId = user?.uuid ?? null;
  useEffect(() => {
    if (!userId || autoSubscribedFor === userId || currentPermission() !== 'granted') return;
    autoSubscribedFor = userId;
    void waitForStartupCleanup()
      .then(() => subscribe(userId))
      .catch((error: unknown) => {
        autoSubscribedFor = null;
        console.warn('Automatic push subscription failed', error);
      });
  }, [userId]);
}
