# ruff: noqa: E501
"""Writes heldout364_credentials.yaml and heldout364_lookalikes.yaml: held-out batch 364.

Persona: a DevOps engineer in Warsaw who writes his notes in a mix of Polish and English
(Polish for asides and personal life, English for the tech terms). At work he lives in
Terraform, HashiCorp Vault, Azure (service principals, storage SAS, Key Vault, ACR, Service
Bus), Kubernetes, GitLab CI, Grafana and PagerDuty; at home he has mBank and BLIK, buys on
Allegro, waits for InPost parcels and keeps the domofon codes of his flat and his parents'.
He keeps service principal secrets, SAS URLs, storage keys, Vault tokens and unseal shares,
GitLab and runner tokens, Grafana and PagerDuty keys, kubeconfig tokens, his mBank login, PINs,
intercom, alarm and Wi-Fi codes, TOTP seeds and recovery codes; and many look-alikes:
subscription and tenant ids, resource ids, Key Vault and Vault paths, CI variable references,
commit shas, image digests, pod names, PagerDuty incident ids, public keys and thumbprints,
masked cards, his IBAN, used BLIK codes, Allegro orders, parcel numbers, NIPs, phone numbers,
versions, serials, bills and dates.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets
from urllib.parse import quote

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    bitlocker_key,
    digits,
    discord_webhook,
    github_fine_token,
    github_token,
    gitlab_token,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pod_name,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

SLOWA = [
    "kasztan", "pierogi", "wisla", "zubr", "bigos", "tramwaj", "mokotow", "praga",
    "sledz", "oscypek", "bursztyn", "zurek", "kielbasa", "sernik", "jelen", "gorki",
    "lazienki", "wilanow", "syrenka", "paczki", "bocian", "kogut", "pralka", "rower",
]

WEAK = ("1111", "0000", "1234", "2580", "1212", "1004", "2000", "6969")


def azure_client_secret() -> str:
    """An Entra ID (Azure AD) app registration client secret: three characters, a digit,
    Q~, then 34 more."""
    return rnd(ALNUM, 3) + pick("7", "8") + "Q~" + rnd(ALNUM + "_~.-", 33) + secrets.choice(ALNUM)


def sas_sig() -> str:
    """An HMAC-SHA256 signature in base64, URL-encoded as a SAS token carries it."""
    return quote(b64(secrets.token_bytes(32)), safe="")


def storage_key() -> str:
    """An Azure storage account key: 64 random bytes in base64."""
    return b64(secrets.token_bytes(64))


def sb_key() -> str:
    """A Service Bus / Event Hubs shared access key: 32 random bytes in base64."""
    return b64(secrets.token_bytes(32))


def acr_password() -> str:
    """An Azure Container Registry admin or token password (52 characters with +ACR)."""
    return rnd(ALNUM + "+/", 42) + "+ACR" + rnd(ALNUM, 6)


def vault_token() -> str:
    """A HashiCorp Vault service token (hvs., the long form of Vault 1.10+)."""
    return "hvs.CAESI" + rnd(URLSAFE, pick(82, 86, 90))


def vault_short_token() -> str:
    return "hvs." + rnd(ALNUM, 24)


def unseal_key() -> str:
    """A Vault unseal key share: 33 bytes in base64."""
    return b64(secrets.token_bytes(33))


def runner_token() -> str:
    """A GitLab runner authentication token."""
    return "glrt-" + rnd(URLSAFE, 20)


def runner_registration() -> str:
    """A (legacy) GitLab runner registration token."""
    return "GR1348941" + rnd(URLSAFE, 20)


def grafana_sa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def pd_api_key() -> str:
    """A PagerDuty REST API key (account keys: 20 characters; user tokens start u+)."""
    return pick("", "u+") + rnd(ALNUM + "_-", 20)


def pd_routing_key() -> str:
    """A PagerDuty Events API v2 integration (routing) key."""
    return hexs(32)


def tfc_token() -> str:
    """A Terraform Cloud / HCP Terraform API token."""
    return f"{rnd(LOWER + DIGITS, 14)}.atlasv1.{rnd(ALNUM + '-_', 67)}"


def k8s_sa_jwt(ns: str, sa: str) -> str:
    """A Kubernetes service account token (RS256 JWT)."""
    claims = {
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io/serviceaccount/namespace": ns,
        "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd(LOWER + DIGITS, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def pl_password() -> str:
    """A password a Pole chose: words, digits, a sign."""
    return pick(
        f"{pick(*SLOWA).capitalize()}{pick('_', '.', '!', '#', '')}{digits(pick(2, 4))}{pick(*SLOWA).capitalize()}{pick('!', '?', '$', '%')}",
        f"{pick(*SLOWA)}{digits(3)}{pick(*SLOWA).upper()}{pick('!', '@', '&')}",
        rnd(ALNUM + "!@#$%^&*", pick(14, 16, 18)),
    )


def passphrase() -> str:
    return phrase(SLOWA, pick(3, 4), pick("-", ".", "_", " "))


def teams_webhook() -> str:
    """A Microsoft Teams incoming webhook URL (the Office 365 connector kind)."""
    return f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}"


def gitlab_recovery() -> str:
    return "\n".join(hexs(16) for _ in range(10))


def ms_recovery() -> str:
    """A Microsoft account recovery code: five groups of five."""
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def nip() -> str:
    """A Polish NIP (tax id) with a valid check digit: public, printed on every invoice."""
    while True:
        body = digits(9, lead=True)
        check = sum(int(c) * w for c, w in zip(body, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=True)) % 11
        if check < 10:
            return body + str(check)


def mbank_iban(spaced: bool = True) -> str:
    return iban("PL", "11402004" + digits(16), spaced)


def inpost() -> str:
    """An InPost parcel number: 24 digits."""
    return "6" + digits(23)


def pl_phone() -> str:
    return f"+48 {pick('5', '6', '7', '8')}{digits(2)} {digits(3)} {digits(3)}"


def pd_id(prefix: str, n: int) -> str:
    return prefix + rnd(UPPER + DIGITS, n)


def grafana_uid() -> str:
    return rnd(ALNUM, pick(9, 14))


def allegro_offer() -> str:
    return digits(11, lead=True)


def amount() -> str:
    return f"{secrets.randbelow(4000) + 20},{secrets.randbelow(100):02d}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def ip() -> str:
    return f"{pick('20', '51', '4', '52')}.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "azure_sp_client_secret",
        f"SP dla terraform (sp-terraform-prod), client secret: {azure_client_secret()}\nappId {uid()}, wygasa za 6 mies.",
        f"az login --service-principal -u {uid()} -p '{azure_client_secret()}' --tenant {uid()}",
        f"ARM_CLIENT_ID={uid()}\nARM_CLIENT_SECRET={azure_client_secret()}\nARM_TENANT_ID={uid()}\nARM_SUBSCRIPTION_ID={uid()}",
        f"nowy secret do app reg grafana-azure-monitor (stary wygasł w piątek, stąd alerty)\n{azure_client_secret()}",
        f'provider "azurerm" {{\n  features {{}}\n  client_id     = "{uid()}"\n  client_secret = "{azure_client_secret()}"\n  tenant_id     = "{uid()}"\n}}',
    )

    r.add(
        "azure_storage_sas",
        f"SAS do kontenera z backupami (read+list, do końca miesiąca): https://acmebackupsprod.blob.core.windows.net/pg-dumps?sp=rl&st=2025-03-01T08:00:00Z&se=2025-03-31T22:00:00Z&spr=https&sv=2022-11-02&sr=c&sig={sas_sig()}",
        f"dla Marka do wrzucenia logów ->\nhttps://acmelogsweu.blob.core.windows.net/incoming?sv=2023-01-03&ss=b&srt=co&sp=rwlc&se=2025-06-30T00:00:00Z&st=2025-01-02T00:00:00Z&spr=https&sig={sas_sig()}",
        f"azcopy copy ./tfstate-backup 'https://acmetfstate.blob.core.windows.net/archive?sv=2022-11-02&sr=c&sp=cw&se=2025-12-31T23:59:00Z&sig={sas_sig()}' --recursive",
        f"SAS token (tylko query, bez urla) na share 'exports':\n?sv=2022-11-02&ss=f&srt=sco&sp=rl&se=2025-09-01T00:00:00Z&spr=https&sig={sas_sig()}",
        f"file share dla księgowej, pobiera raz w mies: https://acmedocs.file.core.windows.net/faktury/2025?sv=2022-11-02&sr=s&sp=r&se=2026-01-01T00:00:00Z&sig={sas_sig()}",
    )

    r.add(
        "azure_storage_account_key",
        f"DefaultEndpointsProtocol=https;AccountName=acmetfstate;AccountKey={storage_key()};EndpointSuffix=core.windows.net",
        f"klucz key1 do storage acmeloki (loki chunks):\n{storage_key()}",
        f"export ARM_ACCESS_KEY={storage_key()}  # backend azurerm dla tf, docelowo przejść na OIDC",
        f"AZURE_STORAGE_ACCOUNT=acmeartifacts AZURE_STORAGE_KEY={storage_key()} az storage blob list -c builds -o table",
        f"velero creds (plik credentials-velero):\nAZURE_STORAGE_ACCOUNT_ACCESS_KEY={storage_key()}\nAZURE_CLOUD_NAME=AzurePublicCloud",
    )

    r.add(
        "azure_servicebus_connection",
        f"Endpoint=sb://acme-orders-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={sb_key()}",
        f"conn string do event huba z metrykami (send only)\nEndpoint=sb://acme-telemetry.servicebus.windows.net/;SharedAccessKeyName=send-grafana;SharedAccessKey={sb_key()};EntityPath=metrics",
        f"keda trigger auth — primary key policy 'keda-listen': {sb_key()}",
        f"```yaml\nservicebus:\n  connectionString: \"Endpoint=sb://acme-payments-sb.servicebus.windows.net/;SharedAccessKeyName=app;SharedAccessKey={sb_key()}\"\n```",
    )

    r.add(
        "acr_admin_password",
        f"docker login acmeprod.azurecr.io -u acmeprod -p '{acr_password()}'",
        f"ACR token 'gitlab-push' (scope map push do repo api/*), pass1:\n{acr_password()}",
        f"haslo admina ACR acmedev.azurecr.io (wiem wiem, admin user powinien byc wylaczony) {acr_password()}",
        f"kubectl create secret docker-registry acr-pull --docker-server=acmeprod.azurecr.io --docker-username=acr-pull-aks --docker-password='{acr_password()}' -n apps",
        f"CI/CD variable ACR_PASSWORD (masked) = {acr_password()}",
    )

    r.add(
        "vault_token",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
        f"token z `vault token create -policy=terraform -ttl=720h` dla pipeline'u infra:\n{vault_token()}",
        f"vault login {vault_token()}",
        f"root token po rekey (NIE używać na co dzień, revoke po migracji!!) {vault_short_token()}",
        f"X-Vault-Token: {vault_token()}\ncurl -H powyżej na /v1/secret/data/grafana",
    )

    r.add(
        "vault_unseal_key",
        f"mój unseal key share (3 z 5, threshold 3), Unseal Key 3: {unseal_key()}",
        f"vault operator unseal {unseal_key()}",
        f"unseal key (moja część, reszta: Kasia, Tomek, Ola, sejf w biurze)\n{unseal_key()}",
        f"Recovery Key 2: {unseal_key()}\n(auto-unseal przez Azure Key Vault, recovery keys tylko do generate-root)",
    )

    r.add(
        "gitlab_personal_token",
        f"gitlab PAT (api, read_registry) na laptopie: {gitlab_token()}",
        f"git clone https://oauth2:{gitlab_token()}@gitlab.acme.internal/platform/terraform-modules.git",
        f"token do glab cli — wygasa 2025-11-30\n{gitlab_token()}",
        f"curl --header \"PRIVATE-TOKEN: {gitlab_token()}\" https://gitlab.acme.internal/api/v4/projects/142/pipelines",
        f"project access token dla renovate bota (rola Developer): {gitlab_token()}",
    )

    r.add(
        "gitlab_runner_token",
        f"gitlab-runner register --url https://gitlab.acme.internal --token {runner_token()} --executor kubernetes",
        f"[[runners]]\n  name = \"aks-runner-01\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"{runner_token()}\"\n  executor = \"kubernetes\"",
        f"runner token dla grupy platform (nowy flow, glrt) {runner_token()} — wrzucić do values.yaml helm chartu",
        f"stary registration token z admin area, jeszcze działa do 17.0: {runner_registration()}",
        f"helm upgrade --install runner gitlab/gitlab-runner --set runnerToken={runner_token()} -n gitlab-runners",
    )

    r.add(
        "grafana_service_account_token",
        f"grafana SA 'terraform-grafana' (Admin) token:\n{grafana_sa()}",
        f'provider "grafana" {{\n  url  = "https://grafana.acme.internal"\n  auth = "{grafana_sa()}"\n}}',
        f"curl -H 'Authorization: Bearer {grafana_sa()}' https://grafana.acme.internal/api/dashboards/uid/k8s-nodes",
        f"token do grafany dla skryptu backupu dashboardów {grafana_sa()} (viewer wystarczy)",
        f"GRAFANA_TOKEN={grafana_sa()}",
    )

    r.add(
        "pagerduty_api_key",
        f"PagerDuty REST API key (read-only, do raportów on-call): {pd_api_key()}",
        f"pd integration key (Events v2) dla alertmanagera, serwis 'AKS prod':\nrouting_key: {pd_routing_key()}",
        f"receivers:\n- name: pagerduty-critical\n  pagerduty_configs:\n  - routing_key: {pd_routing_key()}\n    severity: critical",
        f"moj user token PD (pd cli) {pd_api_key()}",
        f'provider "pagerduty" {{ token = "{pd_api_key()}" }}',
    )

    r.add(
        "kubernetes_sa_token",
        f"token SA gitlab-deployer w ns ci (long-lived, z secretu):\n{k8s_sa_jwt('ci', 'gitlab-deployer')}",
        f"users:\n- name: deployer\n  user:\n    token: {k8s_sa_jwt('apps', 'deployer')}",
        f"kubectl --server https://aks-prod-dns.hcp.westeurope.azmk8s.io:443 --token={k8s_sa_jwt('monitoring', 'grafana-reader')} get pods -A",
        f"KUBE_TOKEN dla argocd cluster secret (bearerToken) {k8s_sa_jwt('argocd', 'argocd-manager')}",
    )

    r.add(
        "kubernetes_secret_value",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: grafana-admin\n  namespace: monitoring\ndata:\n  admin-password: {b64(pl_password().encode())}",
        f"kubectl create secret generic pg-app -n apps --from-literal=username=app --from-literal=password='{pl_password()}'",
        f"stringData:\n  POSTGRES_PASSWORD: \"{rnd(ALNUM, 24)}\"",
        f"wyciągnięte z klastra (echo ... | base64 -d) haslo do redisa: {rnd(ALNUM, 32)}",
    )

    r.add(
        "terraform_cloud_token",
        f"credentials \"app.terraform.io\" {{\n  token = \"{tfc_token()}\"\n}}",
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"team token 'infra-ci' z HCP Terraform (org acme) -> {tfc_token()}",
        f"tfc user token na nowym laptopie:\n{tfc_token()}",
    )

    r.add(
        "postgres_connection_string",
        f"postgresql://grafana:{pl_password()}@acme-pg-flex.postgres.database.azure.com:5432/grafana?sslmode=require",
        f"DATABASE_URL=postgres://app_rw:{rnd(ALNUM, 22)}@pg.acme.internal:5432/orders",
        f"psql \"host=acme-pg-flex.postgres.database.azure.com port=5432 dbname=keycloak user=kc_admin password={pl_password()} sslmode=require\"",
        f"Host=pg-replica.acme.internal;Port=5432;Database=reports;Username=reporting;Password={rnd(ALNUM, 20)};SSL Mode=Require",
        f"admin na flexible server (psqladmin) — {pl_password()}\nhost: acme-pg-flex.postgres.database.azure.com",
    )

    r.add(
        "ssh_private_key",
        "klucz do bastionu (bastion.acme.internal, user azureuser):\n" + openssh_private(),
        openssh_private(),
        "deploy key (read-write) dla repo gitops, wkleić do argocd:\n" + openssh_private(),
        "~/.ssh/id_ed25519 z starego laptopa, na wszelki wypadek\n" + openssh_private(),
    )

    r.add(
        "sops_age_key",
        f"# created: 2025-01-14T09:12:44+01:00\n# public key: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\nAGE-SECRET-KEY-1{rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}",
        f"klucz age do sopsa (repo gitops, env prod): AGE-SECRET-KEY-1{rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}",
        f"SOPS_AGE_KEY=AGE-SECRET-KEY-1{rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)} sops -d secrets.enc.yaml",
        f"age key dla flux (secret sops-age w flux-system)\nAGE-SECRET-KEY-1{rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}",
    )

    r.add(
        "mbank_login",
        f"mBank: identyfikator {digits(8, lead=True)}, hasło {pl_password()}",
        f"mbank haslo (zmienione po tym phishingu z SMS) {pl_password()}",
        f"bank\nlogin: {digits(8, lead=True)}\npass: {pl_password()}",
        f"hasło do mBanku dla mamy (jej konto, ja robię przelewy za czynsz): {pl_password()}",
        f"mbank firmowy (mBiznes) — id {digits(8, lead=True)} / {pl_password()}",
    )

    r.add(
        "payment_pin",
        f"PIN do nowej karty mBank (Visa, przyszła pocztą): {pin(4, WEAK)}",
        f"PIN w aplikacji mBank (do BLIKa) {pin(pick(4, 5), WEAK)}, nie ten sam co karta!!",
        f"karta kredytowa pin {pin(4, WEAK)}",
        f"pin do karty Revolut\n{pin(4, WEAK)}\n(mBankowa ma inny, pamiętam)",
        f"Agnieszka prosiła zapisać: PIN do jej karty to {pin(4, WEAK)} (tankuje moim autem)",
    )

    r.add(
        "allegro_password",
        f"allegro login: {pick('kuba', 'jakub.w', 'kubawaw')}{digits(2)}, hasło: {pl_password()}",
        f"haslo allegro {pl_password()} (to samo co było na olx, zmienić!)",
        f"Allegro (konto firmowe, faktury na NIP)\nmail: zakupy@acme.test\npass {pl_password()}",
        f"nowe hasło do allegro po resecie: {pl_password()}",
    )

    r.add(
        "intercom_code",
        f"kod do domofonu u rodziców: {pin(4, WEAK)}#",
        f"domofon Mokotowska 12: klucz + {pin(4, WEAK)}",
        f"klatka B, kod wejściowy {pin(5, WEAK)} (nowy od października)",
        f"kod do bramy garażu (pilot się zepsuł) {pin(4, WEAK)} + zielony",
        f"domofon na Pradze dla kuriera: wpisać {pin(4, WEAK)} i *",
    )

    r.add(
        "wifi_password",
        f"wifi dom\nSSID: UPC{digits(7)}\nhaslo: {rnd(ALNUM, 12)}",
        f"wifi u rodziców (Orange_Swiatlowod_{rnd(UPPER + DIGITS, 4)}): {rnd(UPPER + DIGITS, 12)}",
        f'wpa_passphrase "acme-office" "{passphrase()}"',
        f"guest wifi w biurze: {passphrase()}{digits(2)}",
        f"hasło do wifi na działce {pick(*SLOWA)}{digits(4)}",
    )

    r.add(
        "alarm_safe_code",
        f"alarm w mieszkaniu (Satel): kod rozbrajania {pin(4, WEAK)} (NIE mylić z kodem przymusu, ten tylko w głowie)",
        f"sejf w biurze (szafa rack, tam karta z unseal keys) — kod {pin(6, WEAK)}",
        f"kod do alarmu w serwerowni: {pin(5, WEAK)}",
        f"szyfr do kłódki od piwnicy {pin(4, WEAK)}",
        f"alarm u rodziców - wyłączenie: {pin(4, WEAK)} + OK",
    )

    r.add(
        "totp_seed",
        f"otpauth://totp/GitLab:kuba@acme.test?secret={totp_seed()}&issuer=GitLab",
        f"seed 2FA do wspólnego konta break-glass w Azure (na wypadek jakby telefon padł):\n{groups(totp_seed(), 4)}",
        f"grafana cloud 2fa secret {totp_seed(16)}",
        f"klucz TOTP do konta PagerDuty admin -> {totp_seed()}",
    )

    r.add(
        "recovery_codes",
        "gitlab.acme.internal recovery codes (kuba):\n" + gitlab_recovery(),
        f"kod odzyskiwania konta Microsoft (prywatne): {ms_recovery()}",
        "backup codes do Google (konto prywatne)\n" + recovery_codes(10, "digits"),
        "GitHub (prywatny, side projekty) recovery codes\n" + recovery_codes(8, "github"),
        "allegro kody zapasowe 2FA: " + "  ".join(digits(8) for _ in range(6)),
    )

    r.add(
        "chat_webhook",
        f"webhook do kanału #alerts-prod (slack) {slack_webhook()}",
        f"Teams incoming webhook dla zespołu Platform:\n{teams_webhook()}",
        f"grafana contact point 'slack-oncall' url: {slack_webhook()}",
        f"discord serwer ze znajomymi, webhook do bota od meczów: {discord_webhook()}",
        f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy ok\"}}' {slack_webhook()}",
    )

    r.add(
        "bitlocker_recovery",
        f"BitLocker recovery key (służbowy laptop, Key ID {hexs(8).upper()}): {bitlocker_key()}",
        f"bitlocker laptopa Oli (intune nie zsynchronizował)\n{bitlocker_key()}",
        f"klucz odzyskiwania BitLocker dysk D: {bitlocker_key()}",
        f"recovery key do mojego desktopu {bitlocker_key()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"seed ledgera (12 słów), kartka w sejfie ale na wszelki wypadek:\n{seed_phrase(12)}",
        f"metamask recovery phrase: {seed_phrase(12)}",
        f"fraza odzyskiwania portfela (trezor) — {seed_phrase(24)}",
        f"seed od starego portfela z 2021 - {seed_phrase(12)}",
    )

    r.add(
        "session_cookie",
        f"grafana_session={hexs(32)} — ciastko z przeglądarki do testu API bez tokena",
        f"Cookie: _gitlab_session={hexs(32)}",
        f"curl -b 'argocd.token={jwt({'iss': 'argocd', 'sub': 'admin:login', 'jti': uid()})}' https://argocd.acme.internal/api/v1/applications",
        f"sesja do vault UI (z devtools) token w localStorage: {vault_token()}",
    )

    r.add(
        "admin_password",
        f"grafana admin (lokalny, na wypadek jak azure AD padnie): admin / {pl_password()}",
        f"argocd initial admin password {rnd(ALNUM + '-', 16)}",
        f"keycloak master realm admin\nuser: kcadmin\npass: {pl_password()}",
        f"hasło local admin na jumpboxie (vm-jump-01) {rnd(ALNUM + '!#%&', 18)}",
        f"| system | user | hasło |\n|---|---|---|\n| harbor | admin | {pl_password()} |",
    )

    r.add(
        "pfx_password",
        f"hasło do pfx dla App Gateway (wildcard *.acme.test): {pl_password()}",
        f"az network application-gateway ssl-cert create --gateway-name agw-prod -g rg-network -n wildcard --cert-file star.pfx --cert-password '{rnd(ALNUM, 20)}'",
        f"openssl pkcs12 -export -out star.pfx -inkey key.pem -in cert.pem -passout pass:{rnd(ALNUM, 16)}",
        f"pfx od certyfikatu code signing - pass {pl_password()}",
    )

    r.add(
        "github_token",
        f"github PAT do mojego repo z dotfiles {github_token()}",
        f"fine-grained token GitHub (mirror z gitlaba na github, tylko contents:write): {github_fine_token()}",
        f"GH_TOKEN={github_token()} gh release create v0.3.1",
        f"token githuba dla renovate (public repo deps) -> {github_token()}",
    )

    r.add(
        "registry_basic_auth",
        '{"auths": {"acmeprod.azurecr.io": {"auth": "' + basic("acr-pull-aks", acr_password()) + '"}}}',
        f"Authorization: Basic {basic('grafana-reader', pl_password())}  (loki gateway, basic auth na nginx)",
        f"curl -u prometheus:{rnd(ALNUM, 20)} https://prometheus.acme.internal/api/v1/targets",
        f"htpasswd do alertmanagera: user ops, hasło {pl_password()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "azure_tenant_and_subscription_ids",
        f"tenant id: {uid()}\nsub prod: {uid()}\nsub dev: {uid()}",
        f"az account set --subscription {uid()}  # acme-platform-prod",
        f"AZURE_TENANT_ID={uid()} (nie sekret, jest w każdym tokenie i tak)",
        f"Application (client) ID dla app reg 'gitlab-oidc-deployer' -> {uid()}",
        f"Object ID managed identity kubelet: {uid()}",
    )

    r.add(
        "azure_resource_path",
        f"/subscriptions/{uid()}/resourceGroups/rg-aks-prod/providers/Microsoft.ContainerService/managedClusters/aks-prod-weu",
        f"terraform import azurerm_key_vault.main /subscriptions/{uid()}/resourceGroups/rg-security/providers/Microsoft.KeyVault/vaults/acme-kv-prod",
        f"role assignment scope: /subscriptions/{uid()}/resourceGroups/rg-storage/providers/Microsoft.Storage/storageAccounts/acmetfstate",
        f"portal link: https://portal.azure.com/#@acme.onmicrosoft.com/resource/subscriptions/{uid()}/resourceGroups/rg-monitoring/overview",
        f"scope dla Reader\n/subscriptions/{uid()}/resourceGroups/rg-dns/providers/Microsoft.Network/dnszones/acme.test",
    )

    r.add(
        "key_vault_lookup",
        "ARM_CLIENT_SECRET nie trzymamy w repo — az keyvault secret show --vault-name acme-kv-prod --name sp-terraform-secret --query value -o tsv",
        "App Service setting: DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://acme-kv-prod.vault.azure.net/secrets/pg-app-password/)",
        f"secret wersja https://acme-kv-prod.vault.azure.net/secrets/acr-pull-password/{hexs(32)} — podbić w CSI driverze",
        'data "azurerm_key_vault_secret" "pd" {\n  name         = "pagerduty-routing-key"\n  key_vault_id = azurerm_key_vault.main.id\n}',
        "SecretProviderClass: objectName: storage-account-key, objectType: secret, keyvaultName: acme-kv-prod",
    )

    r.add(
        "hashicorp_vault_path",
        "vault kv get -mount=secret -field=password platform/grafana/admin",
        'path "secret/data/ci/*" {\n  capabilities = ["read", "list"]\n}',
        "VAULT_ADDR=https://vault.acme.internal:8200, auth przez OIDC (vault login -method=oidc role=platform), tokenu nie zapisuję",
        f"vault entity id mojego usera (OIDC): {uid()}, alias na grupę platform-admins",
        "annotations:\n  vault.hashicorp.com/agent-inject: \"true\"\n  vault.hashicorp.com/agent-inject-secret-db: \"database/creds/app-ro\"",
    )

    r.add(
        "ci_variable_reference",
        "script:\n  - docker login -u $ACR_USERNAME -p $ACR_PASSWORD acmeprod.azurecr.io",
        "variables:\n  ARM_CLIENT_SECRET: $SP_TERRAFORM_SECRET   # masked + protected, ustawione w grupie",
        "w mirrorze na githubie: password: ${{ secrets.ACR_PASSWORD }}, username: ${{ vars.ACR_USER }}",
        "id_tokens:\n  AZURE_ID_TOKEN:\n    aud: api://AzureADTokenExchange",
        "job używa $CI_JOB_TOKEN do pulla z package registry, nie potrzeba PAT",
    )

    r.add(
        "terraform_plan_output",
        "  + client_secret = (sensitive value)\n  + client_id     = (known after apply)",
        f"Error acquiring the state lock\nLock Info:\n  ID:        {uid()}\n  Path:      tfstate/prod.terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       kuba@KUBA-LAPTOP",
        f"terraform force-unlock {uid()}  # lock po ubitym jobie",
        'output "sp_secret" {\n  value     = azuread_service_principal_password.tf.value\n  sensitive = true\n}',
        "Plan: 3 to add, 1 to change, 0 to destroy. (zmiana tylko w tags, sekretów nie rusza)",
    )

    r.add(
        "gitlab_commit_and_mr",
        f"fix do ingress-nginx: commit {hexs(40)} w MR !{digits(4, lead=True)}",
        f"git cherry-pick {hexs(8)} na release/2025.03",
        f"pipeline #{digits(6, lead=True)} padł na stage plan, job {digits(7, lead=True)}",
        f"revert {hexs(40)}\n(psuł helm values dla loki)",
        f"https://gitlab.acme.internal/platform/infra/-/commit/{hexs(40)} to ten co zepsuł tfstate backend",
    )

    r.add(
        "container_image_digest",
        f"image: acmeprod.azurecr.io/api@sha256:{hexs(64)}",
        f"trivy: acmeprod.azurecr.io/grafana:11.2.0 (sha256:{hexs(64)}) — 0 critical",
        f"az acr repository show-manifests -n acmeprod --repository api -> digest sha256:{hexs(64)}",
        f"cosign verify ok dla sha256:{hexs(64)}",
        f"docker images: acme/runner-helper  v17.4.0  {hexs(12)}  2 weeks ago  412MB",
    )

    r.add(
        "k8s_resource_name",
        f"{pod_name('api-gateway')} w CrashLoopBackOff od 3:12, OOMKilled",
        f"NAME                                READY   STATUS\n{pod_name('loki-write')}   1/1     Running\n{pod_name('grafana')}   1/1     Running",
        f"metadata.uid: {uid()}, resourceVersion: \"{digits(8, lead=True)}\"",
        f"kubectl describe node aks-system-{digits(8, lead=True)}-vmss00000{secrets.randbelow(10)}",
        f"replicaset payments-{hexs(10)} zostawić na 0, rollback gdyby co",
    )

    r.add(
        "grafana_dashboard_link",
        f"https://grafana.acme.internal/d/{grafana_uid()}/aks-node-pressure?orgId=1&from=now-6h&to=now",
        f"dashboard uid {grafana_uid()} (Loki / ingestion) — do importu przez terraform",
        f"panel z latencją: https://grafana.acme.internal/d/{grafana_uid()}/api-slo?viewPanel={secrets.randbelow(40) + 1}",
        f"alert rule uid {rnd(LOWER + DIGITS, 14)} odpala za często, podnieść for: 10m",
        f"folder uid w grafanie: {uid()} (Platform / SLO)",
    )

    r.add(
        "pagerduty_incident_ref",
        f"PD incydent #{digits(5, lead=True)} ({pd_id('Q', 13)}) — disk pressure na aks-prod, ack 02:41",
        f"serwis PagerDuty 'AKS prod' id {pd_id('P', 6)}, escalation policy {pd_id('P', 6)}",
        f"https://acme.pagerduty.example/incidents/{pd_id('Q', 13)}",
        f"moja zmiana on-call: schedule {pd_id('P', 6)}, 14.04–21.04, backup Tomek",
        f"postmortem do incydentu {pd_id('Q', 13)} na confluence, deadline {day()}",
    )

    r.add(
        "ssh_public_material",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kuba@acme-laptop",
        f"fingerprint bastionu: {ssh_fingerprint()} (sprawdzić przy pierwszym połączeniu)",
        f"deploy key (public) dodany do repo gitops:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd",
        f"known_hosts: gitlab.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"age recipient (publiczny, do .sops.yaml): age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )

    r.add(
        "certificate_thumbprint",
        f"thumbprint certu na App Gateway (SHA1) {hexs(40).upper()}, wygasa 2025-08-14",
        f"az keyvault certificate show ... x509ThumbprintHex: {hexs(40).upper()}",
        f"cert SP (zamiast secretu!) — thumbprint {hexs(40).upper()}",
        f"SHA-256 Fingerprint={groups(hexs(64).upper(), 2, ':')}",
        f"certificateThumbprint w values.yaml ingressa: \"{hexs(40).upper()}\"",
    )

    r.add(
        "public_certificate_pem",
        "CA root do klastra (ca.crt, publiczny):\n" + pem("CERTIFICATE", 3),
        "cert ingressa z cert-managera (tylko tls.crt):\n" + pem("CERTIFICATE", 4),
        "klucz publiczny do weryfikacji tokenów keycloaka:\n-----BEGIN PUBLIC KEY-----\n" + pem_body(3) + "\n-----END PUBLIC KEY-----",
        "gpg public key od vendora (weryfikacja paczek):\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----",
        "chain pośredni od Let's Encrypt (fullchain, tylko certy):\n" + pem("CERTIFICATE", 3) + "\n" + pem("CERTIFICATE", 3),
    )

    r.add(
        "masked_card_number",
        f"karta mBank **** **** **** {digits(4)} — ta do subskrypcji Azure (dev)",
        f"płatność za Allegro Smart kartą kończącą się na {digits(4)}",
        f"Revolut virtual ••{digits(4)} wygasa {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')}",
        f"zwrot z Allegro przyszedł na kartę xxxx{digits(4)}",
        f"Visa {digits(4)} **** **** {digits(4)} — zastrzeżona 12.02, nowa w drodze",
    )

    r.add(
        "own_bank_account",
        f"mój nr konta (dla Tomka, za bilety): {mbank_iban()}",
        f"czynsz do wspólnoty: {mbank_iban()}, tytuł: lokal 47 opłata za {pick('marzec', 'kwiecień', 'maj')}",
        f"konto firmowe na fakturach: {mbank_iban(False)}",
        f"przelew na {mbank_iban()} — {amount()} zł, zwrot za hotel z konferencji",
        f"BIC mBanku BREXPLPWMBK, IBAN {mbank_iban()}",
    )

    r.add(
        "used_one_time_code",
        f"BLIK {digits(6)} — już wykorzystany, płatność za Allegro przeszła",
        f"kod SMS z mBanku {digits(8)} wygasł zanim wpisałem, nowy przyszedł",
        f"kod z maila od Microsoft {digits(6)} (użyty, logowanie na nowym laptopie)",
        f"BLIK dla Oli {digits(6)} przepadł po 2 min, wysłałem przelew na telefon",
        f"gitlab wysłał kod weryfikacyjny {rnd(UPPER + DIGITS, 6)} — już potwierdzone, ignorować",
    )

    r.add(
        "allegro_purchase",
        f"Allegro zamówienie {uid()} — dysk NVMe 2TB, {amount()} zł",
        f"oferta allegro nr {allegro_offer()} (switch 8 portów do szafy rack)",
        f"allegro.pl/oferta/raspberry-pi-5-8gb-{allegro_offer()}",
        f"reklamacja na Allegro, nr zgłoszenia {digits(9, lead=True)}, sprzedawca odpisze do {day()}",
        f"zwrot allegro nr {digits(10, lead=True)} zaakceptowany, kasa na kartę w 3-5 dni",
    )

    r.add(
        "parcel_tracking",
        f"InPost paczka {inpost()} — paczkomat WAW{digits(2)}M, do odebrania do jutra",
        f"Poczta Polska polecony {s10('RR', 'PL')}",
        f"DPD {digits(13, lead=True)}U — kurier dziś 10-14",
        f"paczka z Allegro w drodze: {inpost()}",
        f"odebrane ✓ {inpost()} (zasilacz do NASa)",
    )

    r.add(
        "invoice_and_tax_id",
        f"Faktura FV/{pick('2024', '2025')}/{secrets.randbelow(12) + 1:02d}/{digits(4)} od hostingu, NIP sprzedawcy {nip()}",
        f"mój NIP (B2B): {nip()}",
        f"faktura za Azure (EA) nr E{digits(10, lead=True)}, {amount()} EUR",
        f"REGON {digits(9, lead=True)}, NIP {nip()} — dane firmy do umowy",
        f"faktura korygująca FK/{digits(3)}/{pick('2024', '2025')} do FV od Allegro, kwota {amount()} zł",
    )

    r.add(
        "phone_contact",
        f"Tomek (on-call backup): {pl_phone()}",
        f"administracja budynku {pl_phone()}, pan Zbyszek",
        f"hotline Azure support PL: {pl_phone()}, case nr {digits(16, lead=True)}",
        f"mama nowy numer {pl_phone()}",
    )

    r.add(
        "version_pin",
        "terraform 1.9.8, azurerm ~> 4.14.0, azuread 3.0.2, helm provider 2.16.1",
        f"AKS 1.30.{secrets.randbelow(10)} -> 1.31.{secrets.randbelow(6)}, node image AKSUbuntu-2204gen2containerd-{pick('202502', '202503')}.{digits(2)}.0",
        "kube-prometheus-stack 66.3.1, loki 6.24.0, grafana chart 8.8.2",
        "gitlab 17.8.1-ee, runner v17.8.0, vault 1.18.3",
        f"build {pick('2025', '2024')}.{secrets.randbelow(12) + 1:02d}.{secrets.randbelow(28) + 1:02d}+{hexs(7)}",
    )

    r.add(
        "network_address",
        f"vnet hub 10.0.0.0/16, spoke aks 10.{secrets.randbelow(200) + 10}.0.0/16, pod cidr 192.168.0.0/16",
        f"publiczny IP ingressa: {ip()}, NAT gateway: {ip()}",
        f"MAC routera u rodziców {mac(':', True)}, SSID Orange_Swiatlowod_{rnd(UPPER + DIGITS, 4)}",
        f"private endpoint dla KV: 10.20.{secrets.randbelow(255)}.{secrets.randbelow(250) + 4} (privatelink.vaultcore.azure.net)",
    )

    r.add(
        "device_serial",
        f"laptop służbowy S/N {rnd(UPPER + DIGITS, 10)}, asset tag ACME-{digits(5)}",
        f"YubiKey 5 NFC serial {digits(8, lead=True)}",
        f"router Orange Funbox S/N {rnd(UPPER + DIGITS, 12)}",
        f"Dell service tag {rnd(UPPER + DIGITS, 7)} — gwarancja do {day()}",
    )

    r.add(
        "bills_and_dates",
        f"czynsz {amount()} zł do 10-go, prąd {amount()} zł, internet 79,99 zł",
        f"przegląd auta {day()}, OC wygasa {day()}",
        f"Azure cost alert: {amount()} USD w marcu (budżet 4000)",
        f"urlop od {day()}, 2 tyg., zamiana on-call z Olą",
    )

    r.add(
        "azure_request_correlation",
        f"AuthorizationFailed ... Correlation ID: {uid()}\nTimestamp: 2025-03-14 09:41:22Z",
        f"x-ms-request-id: {uid()}\nx-ms-correlation-request-id: {uid()}",
        f"AADSTS700016 przy logowaniu, Trace ID: {uid()} Correlation ID: {uid()}",
        f"support case Azure {digits(16, lead=True)}, activity id {uid()}",
    )

    r.add(
        "encrypted_at_rest_value",
        f"password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"sops:\n  age:\n  - recipient: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n    enc: |\n      -----BEGIN AGE ENCRYPTED FILE-----\n      {b64(secrets.token_bytes(48))}\n      -----END AGE ENCRYPTED FILE-----",
        f"SealedSecret encryptedData:\n  password: Ag{b64(secrets.token_bytes(280))}",
        f"vault transit ciphertext: vault:v1:{b64(secrets.token_bytes(48))}",
    )

    r.add(
        "client_side_public_key",
        f"APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey={uid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/",
        f"sentry DSN dla frontu (publiczny): https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.io/{digits(7, lead=True)}",
        f"reCAPTCHA site key na formularzu kontaktowym: {recaptcha_site_key()}",
        f"Grafana Faro collector url https://faro-collector-prod-eu-west-2.grafana.net/collect/{hexs(32)} — publiczny z założenia, jest w bundlu JS",
        f"Stripe pk_live_{rnd(ALNUM, 99)} (publishable, w checkout.js side-projektu)",
    )

    r.add(
        "federated_login_without_secret",
        f"az login --service-principal -u {uid()} --tenant {uid()} --federated-token \"$AZURE_ID_TOKEN\"",
        f"workload identity: azure.workload.identity/client-id: \"{uid()}\" — bez secretu, OIDC issuer z AKS",
        "ARM_USE_OIDC=true\nARM_CLIENT_ID=$AZURE_CLIENT_ID\nARM_OIDC_TOKEN=$AZURE_ID_TOKEN",
        f"federated credential subject: project_path:platform/infra:ref_type:branch:ref:main, issuer https://gitlab.acme.internal, id {uid()}",
    )

    r.add(
        "intercom_flat_number",
        "kurier: domofon 47, potem 3 piętro, winda nie działa",
        f"u rodziców dzwonić na {secrets.randbelow(80) + 1} na domofonie, kod zna tylko mama",
        f"adres dla InPost/DPD: ul. Grochowska {secrets.randbelow(300) + 1} m. {secrets.randbelow(90) + 1}, domofon {secrets.randbelow(90) + 1}",
        "domofon popsuty od wtorku — zgłoszone do administracji, nr zgłoszenia " + digits(5, lead=True),
    )

    r.add(
        "alert_fingerprint",
        f"alertmanager fingerprint {hexs(16)} — KubePodCrashLooping, silence do 18:00",
        f"amtool silence add alertname=DiskPressure -d 2h (silence id {uid()})",
        f"loki query: {{namespace=\"apps\"}} |= \"trace_id={hexs(32)}\"",
        f"grafana alert instance labels hash {hexs(16)}, state Alerting od {day()}",
    )

    r.add(
        "env_template_placeholder",
        ".env.example dla lokalnego devu:\nPOSTGRES_PASSWORD=\nAZURE_STORAGE_KEY=\nPD_ROUTING_KEY=<z Key Vault>",
        "values.yaml: adminPassword: \"\"  # ustawiane przez existingSecret: grafana-admin",
        "TF_VAR_client_secret=<wklej z KV, NIE commitować>",
        "auth:\n  existingSecret: pg-app\n  secretKeys:\n    userPasswordKey: password",
    )

    return r


def main() -> None:
    write_corpora("make_heldout364.py", [
        ("heldout364_credentials.yaml", credentials(), "Held-out batch 364: credentials a DevOps engineer in Warsaw keeps (Azure SP secrets, SAS, storage and Service Bus keys, ACR, Vault, GitLab, Grafana, PagerDuty, Kubernetes, Terraform Cloud, mBank, PINs, domofon and alarm codes, Wi-Fi and more)"),
        ("heldout364_lookalikes.yaml", lookalikes(), "Held-out batch 364: a Warsaw DevOps engineer's ids, resource paths, secret references, digests, public keys, masked cards, IBANs, used codes, orders, parcels and dates that hold no secret"),
    ])


if __name__ == "__main__":
    main()
