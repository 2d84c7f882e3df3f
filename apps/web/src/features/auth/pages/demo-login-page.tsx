import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CharacterType } from '@tend/contracts/permissions';
import { messageOf } from '@/lib/api-error';
import { isInternalPath } from '@/lib/session/home';
import { useGoHome } from '@/lib/session/go-home';
import { consumeDemoAutoLoginSkip } from '@/lib/session/demo-auto-login';
import { useAuth } from '@/lib/session/me-query';
import { sessionKeys, writeSession } from '@/lib/storage-keys';
import { RouterLink } from '@/components/router-link';
import { AuthCard } from '../components/auth-card';
import { demoCharacters, isCharacterType } from '../components/demo-characters';
import { useDemoLogin } from '../api/demo-login';
import { useDemoStatus } from '../api/demo-status';

/**
 * Pick a demo character. A shared link may name one (`?character=admin`, signed in at once
 * unless the user has just logged out) and a page to land on (`?target=/calendar`).
 */
export default function DemoLoginPage() {
  const [params] = useSearchParams();
  const auth = useAuth();
  const goHome = useGoHome();
  const demo = useDemoLogin();
  const demoStatus = useDemoStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const autoStarted = useRef(false);

  async function start(character: CharacterType) {
    setFailure(null);
    try {
      const answer = await demo.mutateAsync({ character_type: character });
      await goHome(answer.user);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  useEffect(() => {
    if (autoStarted.current) return;
    autoStarted.current = true;
    const target = params.get('target');
    if (isInternalPath(target)) writeSession(sessionKeys.pendingDemoTarget, target);
    const character = params.get('character');
    if (!isCharacterType(character) || consumeDemoAutoLoginSkip()) return;
    writeSession(sessionKeys.forceDemoRole, character);
    demo
      .mutateAsync({ character_type: character })
      .then((answer) => goHome(answer.user))
      .catch((error: unknown) => setFailure(messageOf(error)));
  }, [params, demo, goHome]);

  if (demoStatus.data?.available === false) {
    return (
      <AuthCard title="Demo accounts are not offered here" footer={<RouterLink to="/login">Sign in</RouterLink>}>
        <Alert severity="info">This server does not offer demo accounts: it holds real records, or its administrator turned demo mode off.</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Explore Tend with demo data"
      subtitle="Pick who you want to be. A fresh demo account with sample data is created for you and deleted after 24 hours."
      width={640}
      footer={
        <Typography variant="body2">
          Have an account? <RouterLink to="/login">Sign in</RouterLink>
        </Typography>
      }
    >
      {auth.user && !auth.user.demo_mode && (
        <Alert severity="info">You are signed in as {auth.user.email}. Starting a demo signs you in as the demo character instead.</Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack spacing={1.5} role="list" aria-label="Demo characters">
        {demoCharacters.map((character) => (
          <Card key={character.type} variant="outlined" role="listitem">
            <CardActionArea onClick={() => void start(character.type)} disabled={demo.isPending}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {character.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {demo.isPending && demo.variables.character_type === character.type ? 'Preparing your demo…' : character.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </AuthCard>
  );
}
