# ruff: noqa: E501
"""Writes heldout304_credentials.yaml and heldout304_lookalikes.yaml: held-out batch 304.

Persona: a cloud security consultant in Zürich who writes terse notes in Swiss German and
standard German with English tech terms. He keeps HashiCorp Vault unseal keys and root
tokens for lab clusters, Azure service principal secrets, GCP service-account JSON snippets,
Cloudflare API tokens, a YubiKey PIV PIN and PUK, the KeePassXC master passphrase,
PostFinance and UBS e-banking credentials, his SwissID login and the office door code, next
to many look-alikes: Vault accessors and lease ids, Azure subscription and tenant ids, key
ids, certificate fingerprints, Terraform state serials, SHA-256 digests, masked AHV numbers,
QR-bill references, IBANs and public keys.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    aws_key_id,
    aws_secret,
    b64,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    pem_body,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "alpenrose", "bergsee", "chuchichäschtli", "dampfer", "eiger", "föhn", "gletscher",
    "hornussen", "jodel", "kuhglocke", "limmat", "matterhorn", "nebelmeer", "pilatus",
    "rivella", "säntis", "tram", "uetliberg", "vreneli", "zopf", "anchor", "cobalt",
    "lantern", "otter", "quartz", "saffron", "tundra", "walnut", "zephyr", "ember",
]
SA_PROJECTS = ["acme-sec-lab", "acme-pentest-dev", "acme-landingzone-test"]
LAB = ["vault-lab1.acme.internal", "vault.lab.test", "vault-dr.acme.internal", "vault02.kunde.example"]


def vault_unseal() -> str:
    """A Shamir share as `vault operator init` prints it: 33 bytes in base64."""
    return b64(secrets.token_bytes(33))


def vault_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def vault_service_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 82)


def azure_secret() -> str:
    """An Entra ID client secret: three characters, `8Q~`, then 34."""
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "_.~-", 34)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def cf_global_key() -> str:
    return rnd(HEX, 37)


def tfc_token() -> str:
    return rnd(ALNUM, 14) + ".atlasv1." + rnd(ALNUM + "-_", 67)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def mgmt_key() -> str:
    return hexs(48)


def passphrase(n: int = 6, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def gcp_sa_json(project: str, with_key: bool = True) -> str:
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
    }
    if with_key:
        data["private_key"] = "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n"
    data["client_email"] = f"{pick('terraform', 'scanner', 'ci-deploy')}@{project}.iam.gserviceaccount.com"
    data["client_id"] = digits(21, lead=True)
    return json.dumps(data, indent=2, ensure_ascii=False)


def qr_reference() -> str:
    """A Swiss QR-bill reference: 26 digits and a recursive mod-10 check digit."""
    table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]
    body = digits(26)
    carry = 0
    for c in body:
        carry = table[(carry + int(c)) % 10]
    ref = body + str((10 - carry) % 10)
    return ref[:2] + " " + groups(ref[2:], 5)


def che_uid() -> str:
    """A Swiss company UID (CHE-xxx.xxx.xxx) with its mod-11 check digit."""
    while True:
        body = digits(8, lead=True)
        check = 11 - sum(int(c) * w for c, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4), strict=True)) % 11
        if check == 10:
            continue
        text = body + str(0 if check == 11 else check)
        return f"CHE-{text[:3]}.{text[3:6]}.{text[6:]}"


def ch_iban(clearing: str) -> str:
    return iban("CH", clearing + digits(12))


def fingerprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def ahv_masked() -> str:
    return pick(f"756.****.****.{digits(2)}", f"756.XXXX.XXXX.X{digits(1)}", f"756.••••.••••.{digits(2)}")


def pin(n: int) -> str:
    return digits(n, lead=True)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "vault_unseal_keys",
        f"lab1 vault init {pick('gmacht', 'gemacht')}, 5 shares / threshold 3:\nUnseal Key 1: {vault_unseal()}\nUnseal Key 2: {vault_unseal()}\nUnseal Key 3: {vault_unseal()}",
        f"unseal key #4 für {LAB[1]} (de Rest hät de Marco): {vault_unseal()}",
        f"Vault DR cluster {LAB[2]} – unseal shares\n  1 {vault_unseal()}\n  2 {vault_unseal()}\n  3 {vault_unseal()}\nthreshold 2",
        f"vault operator unseal {vault_unseal()}   # key 2 vom lab, nach jedem reboot nötig",
        f"Kunde X PoC ({LAB[3]}): Unseal-Schlüssel {vault_unseal()} – nach Abschluss löschen!",
    )
    r.add(
        "vault_root_token",
        f"Initial Root Token: {vault_root()}  (lab1, nur für bootstrap, nachher revoke)",
        f"export VAULT_ADDR=https://{LAB[0]}:8200\nexport VAULT_TOKEN={vault_root()}",
        f"root tkn dr-cluster {vault_root()} – nöd i d Doku kopiere",
        f"vault login {vault_root()}   # vault.lab.test, root",
        f"Root-Token PoC Kunde: {vault_root()}, generate-root gmacht am Mäntig",
    )
    r.add(
        "vault_service_token",
        f"CI token für terraform-provider-vault (ttl 768h): {vault_service_token()}",
        f"VAULT_TOKEN={vault_service_token()} für de jenkins agent im lab",
        f"token vo de approle login, zum teste: {vault_service_token()}",
        f"batch token für s monitoring: hvb.{rnd(URLSAFE, 120)}",
        f"Legacy token (vault 1.8 bim Kunde): s.{rnd(ALNUM, 24)}",
    )
    r.add(
        "vault_approle_credentials",
        f"approle ci-runner\nrole_id: {uid()}\nsecret_id: {uid()}",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"AppRole für ansible (lab1): role_id {uid()} / secret_id {uid()} – secret_id läuft nie ab, fix das",
        f"secret-id neu gezogen: {uid()} (role terraform, {LAB[0]})",
    )
    r.add(
        "azure_service_principal_secret",
        f"SP sp-terraform-lab\nAZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
        f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}",
        f"Client Secret für app-reg 'acme-scanner' (läuft 12/2026 ab): {azure_secret()}",
        f"neues secret für de sentinel connector: {azure_secret()} – alts am fritig lösche",
        f'arm_client_secret = "{azure_secret()}"  # tfvars lab, nöd committe',
        f"Kunde Y: Service Principal Secret {azure_secret()} (value, nicht die secret id!)",
    )
    r.add(
        "gcp_service_account_key",
        f"sa key für terraform im {SA_PROJECTS[0]}:\n{gcp_sa_json(SA_PROJECTS[0])}",
        f"GCP SA JSON (scanner) – nur lokal ablegen:\n{gcp_sa_json(SA_PROJECTS[1])}",
        f'"private_key": "-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n-----END PRIVATE KEY-----\\n"  <- vom ci-deploy SA, {SA_PROJECTS[2]}',
        f"gcloud key für landingzone test, base64 wie im GitHub secret:\n{b64(gcp_sa_json(SA_PROJECTS[2]).encode())}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF API Token (Zone:DNS:Edit, acme-lab.example): {cf_token()}",
        f"cloudflare token für certbot dns-01:\ndns_cloudflare_api_token = {cf_token()}",
        f"export CLOUDFLARE_API_TOKEN={cf_token()}  # terraform cf provider",
        f"Cloudflare Global API Key (alt, sött weg): {cf_global_key()} – email admin@acme-lab.example",
        f"cf origin ca key für acme-lab.example:\nv1.0-{hexs(24)}-{hexs(146)}",
        f"cf tunnel token für de homelab:\ncloudflared service install {b64(json.dumps({'a': hexs(32), 't': uid(), 's': b64(secrets.token_bytes(32))}).encode())}",
    )
    r.add(
        "yubikey_piv_credentials",
        f"YubiKey 5C (arbeit) PIV\nPIN {pin(6)}\nPUK {pin(8)}\nMgmt Key {mgmt_key()}",
        f"yubikey piv pin: {pin(8)} / puk {pin(8)}",
        f"ykman piv access change-management-key --management-key {mgmt_key()} -n {hexs(64)}",
        f"Backup-YubiKey (im Tresor): PIV-PIN {pin(6)}, PUK {pin(8)}",
        f"yk nano pin isch jetzt {pin(7)}, puk unveränderet: {pin(8)}",
    )
    r.add(
        "yubikey_fido_pin",
        f"FIDO2 PIN uf em 5C NFC: {pin(6)}",
        f"ykman fido access change-pin --pin {pin(6)} --new-pin {pin(8)}",
        f"fido pin backup key = {rnd(ALNUM, 8)}",
        f"YubiKey Bio fallback PIN {pin(6)}",
    )
    r.add(
        "keepassxc_master_passphrase",
        f"KeePassXC master (Tresor.kdbx): {passphrase(6, ' ')}",
        f"kdbx arbeit – passphrase: {passphrase(7, '-')}",
        f"Master-Passphrase KeePassXC, falls ich sie vergesse: {passphrase(5, '.')}{digits(2)}",
        f"keepass privat.kdbx\npw: {passphrase(6, ' ')}\nkeyfile: ~/.keys/privat.keyx",
        f"KPXC Hauptkennwort neu (alt war zu churz): {passphrase(8, '_')}",
    )
    r.add(
        "postfinance_ebanking_login",
        f"PostFinance E-Finance\nNr: {digits(9, lead=True)}\nPasswort: {pw()}",
        f"PF e-finance {digits(9, lead=True)} / {pw()}",
        f"Postfinance login: e-finance-nummer {digits(3, lead=True)} {digits(3)} {digits(3)}, pw {pw()}, bestätigung via PF App",
        f"PostFinance Card PIN: {pin(4)}",
        f"E-Finance Kennwort geändert -> {pw()}",
        f"PF Login: Benutzeridentifikation {digits(9, lead=True)} Kennwort {pw()} Kartenleser-PIN {pin(5)}",
    )
    r.add(
        "ubs_ebanking_credentials",
        f"UBS e-banking\nVertragsnummer {digits(4, lead=True)} {digits(4)}\nPasswort {pw()}",
        f"ubs login {digits(8, lead=True)} pw {pw()} (Access App uf em iPhone)",
        f"UBS Access Card PIN {pin(6)}",
        f"UBS Debit Card PIN: {pin(4)} – nöd im portemonnaie ufschriibe!!",
        f"UBS key4 / e-banking Passwort: {pw()}",
        f"E-Banking Zugang Mami (UBS, ich hilf ihre): Vertrag {digits(8, lead=True)}, PW {pw()}",
    )
    r.add(
        "swissid_login",
        f"SwissID: {pick('reto', 'r.keller', 'rk')}@mail.example / {pw()}",
        f"swissid login für ePost + Steuererklärung: pw {pw()}",
        f"SwissID Passwort neu: {pw()} (2FA via SwissID App)",
        f"SwissID Recovery Code: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "office_door_code",
        f"Türcode Büro Hardstrasse: {pin(6)}#",
        f"door code office {pin(4)} (ab 19h + alarm code {pin(4)})",
        f"Code Hauseingang {pin(5)}, Velokeller {pin(4)}",
        f"Alarmanlage Büro: scharf/unscharf mit {pin(6)}",
        f"Büro Zugang neu ab 1.: {pin(4)}*",
        f"Schlüsselsafe bim Serverraum Kunde Y: {pin(4)}",
    )
    r.add(
        "github_token",
        f"GH PAT (repo, read:org) für renovate: ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token acme-lab/infra: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"export GITHUB_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"gh auth login --with-token <<< gho_{rnd(ALNUM, 36)}",
    )
    r.add(
        "gitlab_token",
        f"GitLab PAT (gitlab.acme.internal, api scope): glpat-{rnd(URLSAFE, 20)}",
        f"runner registration: glrt-{rnd(URLSAFE, 20)}",
        f"gitlab.acme.internal root pw nach install: {rnd(ALNUM, 24)}",
        f"CI_DEPLOY token für helm repo: user gitlab+deploy-token-{digits(3, lead=True)}, pw gldt-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "terraform_cloud_token",
        f"TFC team token (acme-sec): {tfc_token()}",
        f'~/.terraform.d/credentials.tfrc.json\n{{"credentials": {{"app.terraform.io": {{"token": "{tfc_token()}"}}}}}}',
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"terraform login token (user rk, 30d): {tfc_token()}",
    )
    r.add(
        "aws_access_key",
        f"AWS lab account (sandbox)\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"IAM user pentest-ro: {aws_key_id()} / {aws_secret()} – nach engagement deaktiviere",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"vault aws secret engine root creds: access_key={aws_key_id()} secret_key={aws_secret()}",
    )
    r.add(
        "database_connection_string",
        f"postgres lab: postgresql://vault_admin:{rnd(ALNUM, 20)}@pg01.lab.internal:5432/vault",
        f"DATABASE_URL=postgres://keycloak:{pw()}@db.acme.internal/keycloak?sslmode=require",
        f"Server=sql-lab.acme.internal;Database=sentinel;User Id=sa;Password={pw()};TrustServerCertificate=True",
        f"mongodb+srv://scanner:{rnd(ALNUM, 18)}@cluster0.lab.test/findings",
        f"mysql -h mariadb.lab.internal -u root -p'{pw()}' gitea",
        f"redis lab: redis://:{rnd(ALNUM, 32)}@redis.lab.internal:6379/0",
    )
    r.add(
        "azure_storage_key",
        f"DefaultEndpointsProtocol=https;AccountName=acmelabtfstate;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
        f"storage account key1 (tfstate): {b64(secrets.token_bytes(64))}",
        f"SAS für log export (bis 31.12.): ?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:00:00Z&sig={rnd(ALNUM, 43)}%3D",
        f"az storage blob upload --account-name acmelabevidence --account-key {b64(secrets.token_bytes(64))} -f dump.7z",
    )
    r.add(
        "ssh_private_key",
        f"deploy key für infra repo (lab):\n{openssh_private()}",
        f"bastion.lab.internal key, nur im notfall:\n{openssh_private()}",
        f"id_ed25519 vom jumphost Kunde Z\n{openssh_private()}",
        f"GPG/SSH Auth subkey privat export (nur offline!):\n-----BEGIN RSA PRIVATE KEY-----\n{pem_body(6)}\n-----END RSA PRIVATE KEY-----",
    )
    r.add(
        "wifi_password",
        f"WLAN Büro 'acme-staff': {pw()}",
        f"wifi dihei: SSID Chrüsimüsi, WPA2 key {rnd(ALNUM, 16)}",
        f"Gäste-WLAN Büro: {passphrase(3, '-')}{digits(2)}",
        f"WIFI:T:WPA;S:lab-iot;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "totp_seed",
        f"TOTP seed vom breakglass account (Entra): {totp_seed()}",
        f"otpauth://totp/acme-lab:admin?secret={totp_seed()}&issuer=acme-lab",
        f"2FA backup secret Cloudflare: {groups(totp_seed().lower(), 4)}",
        f"Authenticator Schlüssel PostFinance Login (manuell): {groups(totp_seed(), 4)}",
    )
    r.add(
        "breakglass_account_password",
        f"Entra Break-Glass bg-admin01@acmelab.onmicrosoft.example: {rnd(ALNUM + '!#%&*+-', 28)}",
        f"breakglass 2: pw {rnd(ALNUM + '!#%&*+-', 32)} (zweiti hälfti im Tresor bi de GL)",
        f"Notfallkonto Kunde Y – Kennwort {rnd(ALNUM + '!#%&*+-', 24)}",
        f"| account | pw |\n| bg-admin01 | {rnd(ALNUM + '!#%&*+-', 26)} |\n| bg-admin02 | {rnd(ALNUM + '!#%&*+-', 26)} |",
    )
    r.add(
        "kubernetes_token",
        f"kubeconfig lab aks, user token:\n  token: {jwt({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:kube-system:admin-sa'}, 'RS256', rnd(URLSAFE, 342))}",
        f"k3s join token: K10{hexs(64)}::server:{hexs(32)}",
        f"kubeadm join 10.20.0.10:6443 --token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
        f"argocd admin pw (initial, lab): {rnd(URLSAFE, 16)}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"restic repo b2:acme-backup:/laptop – RESTIC_PASSWORD={passphrase(5, '-')}",
        f"Borg passphrase NAS: {pw()}",
        f"Synology Hyper Backup Verschlüsselung: {passphrase(4, ' ')} {digits(3)}",
        f"Veeam Verschlüsselungskennwort (Job 'Lab-VMs'): {pw()}",
        f"age key für sops (lab secrets):\n# public key: {age_public_key()}\n{age_secret_key()}",
    )
    r.add(
        "gpg_passphrase",
        f"GPG key passphrase (signing, 0x{hexs(16).upper()}): {passphrase(6, ' ')}",
        f"pass store gpg pw: {pw()}",
        f"gpg --batch --passphrase '{pw()}' -d kunden.tar.gpg",
        f"passphrase für de revocation cert / master key offline: {passphrase(7, ' ')}",
    )
    r.add(
        "llm_api_key",
        f"OpenAI key für de report-generator: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"Anthropic API key (privat): sk-ant-api03-{rnd(URLSAFE, 93)}AA",
        f"Azure OpenAI key acme-lab-oai: {hexs(32)}",
        f"sendgrid für alerting: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0 lab\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32",
        f"wireguard privkey laptop -> homelab: {wg_key()}",
        f"WG privat key vom router (opnsense): {wg_key()}",
        f"wg-quick conf Kunde VPN:\n[Interface]\nPrivateKey={wg_key()}\n[Peer]\nPublicKey={wg_key()}\nPresharedKey={wg_key()}",
    )
    r.add(
        "sim_and_phone_pin",
        f"SIM PIN Geschäftshandy {pin(4)}, PUK {pin(8)}",
        f"iPhone Code: {pin(6)}",
        f"Swisscom SIM (privat) PIN {pin(4)} / PUK {pin(8)}",
        f"Natel Frau: Entsperrcode {pin(6)} (falls ich ihres bruuche für d Bank-App)",
    )
    r.add(
        "recovery_codes",
        f"GitHub recovery codes (acme-lab admin):\n{recovery_codes(6, 'github')}",
        f"Cloudflare backup codes: {recovery_codes(5, 'digits')}",
        f"BitLocker Recovery Key Firmenlaptop: {bitlocker_key()}",
        f"Proton recovery phrase: {phrase(WORDS, 12)}",
        f"Microsoft Konto Wiederherstellungscode: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
    )
    r.add(
        "ldap_bind_password",
        f"ldap bind für vault auth: cn=svc-vault,ou=svc,dc=acme,dc=internal / {pw()}",
        f"vault write auth/ldap/config binddn=cn=svc-vault,dc=lab,dc=test bindpass='{pw()}'",
        f"AD svc account svc_scan: Passwort {pw()}",
        f"ldapsearch -H ldaps://dc01.acme.internal -D 'svc_ldap@acme.internal' -w '{pw()}' -b dc=acme,dc=internal",
    )
    r.add(
        "registry_credentials",
        f"harbor robot account robot$ci-push: {rnd(ALNUM, 32)}",
        f"docker login registry.acme.internal -u deploy -p {pw()}",
        f'~/.docker/config.json auth: "{b64(("deploy:" + pw()).encode())}"',
        f"ghcr pull für lab cluster: docker-registry secret mit pw ghp_{rnd(ALNUM, 36)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "vault_token_accessor",
        f"accessor vom CI token: {rnd(ALNUM, 24)} – revoke mit vault token revoke -accessor",
        f"vault token lookup -accessor {rnd(ALNUM, 24)}",
        f"Audit log: auth.accessor={'hmac-sha256:' + hexs(64)}",
        f"root token schon revoked, accessor war {rnd(ALNUM, 24)} (für s Protokoll)",
        f"token accessor Kunde Y, nur zum nachverfolge: {rnd(ALNUM, 24)}",
    )
    r.add(
        "vault_lease_id",
        f"lease id: database/creds/readonly/{rnd(ALNUM, 24)}",
        f"vault lease revoke aws/creds/deploy/{rnd(ALNUM, 24)}",
        f"lease {pick('pki_int', 'pki')}/issue/web/{rnd(ALNUM, 24)} läuft in 72h ab",
        f"vault lease renew -increment=1h database/creds/app/{rnd(ALNUM, 24)}",
        f"lease_duration 768h, lease_id azure/creds/sp-ci/{rnd(ALNUM, 24)}, renewable true",
    )
    r.add(
        "vault_secret_path_reference",
        f"Passwort vom Kunde-Y-Tenant liegt in Vault: kv/data/kunden/y/breakglass (Version {secrets.randbelow(9) + 2})",
        "vault kv get -field=password secret/lab/postgres/admin",
        f"unseal keys sind PGP-verschlüsselt, je eine share bi Marco, Sandra und mir, Hinweis: {LAB[0]}",
        "SP secret isch jetzt in kv/azure/sp-terraform, NICHT mehr in tfvars",
        f"vault policy 'ci-read' -> path \"kv/data/ci/*\" {{ capabilities = [\"read\"] }}, token_ttl {pick('1h', '4h', '8h')}",
    )
    r.add(
        "azure_subscription_and_tenant_id",
        f"Subscription 'acme-lab-sandbox': {uid()}\nTenant: {uid()}",
        f"az account set --subscription {uid()}",
        f"Kunde Y tenant id {uid()} (für lighthouse onboarding)",
        f"tenantId={uid()} subscriptionId={uid()} location=switzerlandnorth",
        f"mgmt group root: /providers/Microsoft.Management/managementGroups/{uid()}",
    )
    r.add(
        "azure_client_id",
        f"App registration 'acme-scanner' client id {uid()} (object id {uid()})",
        f"Secret ID (nöd de value!) vom SP: {uid()} – expiry 2026-12-01",
        f"federated credential für GH Actions, client-id: {uid()}, subject repo:acme-lab/infra:ref:refs/heads/main",
        f"AZURE_CLIENT_ID={uid()}  # OIDC, kein secret nötig",
    )
    r.add(
        "azure_resource_id",
        f"/subscriptions/{uid()}/resourceGroups/rg-lab-vault/providers/Microsoft.KeyVault/vaults/acme-lab-kv",
        f"key id: https://acme-lab-kv.vault.azure.net/keys/vault-unseal/{hexs(32)}",
        f"principalId vom managed identity: {uid()}",
        f"role assignment {uid()} = Key Vault Crypto User auf acme-lab-kv",
    )
    r.add(
        "gcp_key_identifier",
        f"SA key id vom scanner (zum deaktiviere): {hexs(40)}",
        f"gcloud iam service-accounts keys disable {hexs(40)} --iam-account scanner@{SA_PROJECTS[1]}.iam.gserviceaccount.com",
        f"Workload Identity Federation statt JSON keys, pool: projects/{digits(12, lead=True)}/locations/global/workloadIdentityPools/gh-pool",
        f"SA client_id (numerisch, öffentlich): {digits(21, lead=True)}",
        f"KMS key: projects/{SA_PROJECTS[0]}/locations/europe-west6/keyRings/vault/cryptoKeys/unseal/cryptoKeyVersions/{secrets.randbelow(5) + 1}",
    )
    r.add(
        "cloudflare_identifier",
        f"CF zone id acme-lab.example: {hexs(32)}",
        f"Cloudflare account id {hexs(32)}",
        f"Token ID (nicht der Token): {hexs(32)}, letzte Nutzung gestern",
        f"turnstile sitekey für s kontaktformular: 0x4AAAAAAA{rnd(ALNUM + '-_', 14)}",
        f"cf ray id vom 403: {hexs(16)}-ZRH",
    )
    r.add(
        "certificate_fingerprint",
        f"SHA256 Fingerprint vault.lab.test cert:\n{fingerprint()}",
        f"CA root lab: sha256 {fingerprint()}",
        f"pinning: sha256/{b64(secrets.token_bytes(32))}",
        f"cert serial {':'.join(secrets.token_hex(1) for _ in range(16))}, gültig bis 2026-03-31",
        f"openssl x509 -noout -fingerprint -sha256 -> {fingerprint()} (stimmt mit Kunde überein)",
    )
    r.add(
        "terraform_state_metadata",
        f"tfstate lab: serial {secrets.randbelow(900) + 10}, lineage {uid()}",
        f'"version": 4, "terraform_version": "1.9.{secrets.randbelow(8)}", "serial": {secrets.randbelow(400) + 1}, "lineage": "{uid()}"',
        f"state lock id {uid()} hängt – terraform force-unlock {uid()}",
        f"TFC run-{rnd(ALNUM, 16)} applied, state version sv-{rnd(ALNUM, 16)}",
        f"backend azurerm: storage_account_name=acmelabtfstate container=tfstate key=lab/{pick('vault', 'network', 'aks')}.tfstate (auth via OIDC, kein access key)",
    )
    r.add(
        "sha256_digest",
        f"image ghcr.io/acme-lab/scanner@sha256:{hexs(64)}",
        f"vault_1.17.{secrets.randbelow(6)}_linux_amd64.zip sha256 {hexs(64)} – checksum passt",
        f"sha256sum report_final.pdf\n{hexs(64)}  report_final.pdf",
        f"Evidence hash (Chain of Custody) Disk-Image Kunde Z: {hexs(64)}",
        f"git commit vom fix: {hexs(40)}",
    )
    r.add(
        "ahv_number_masked",
        f"AHV-Nr. (nur letzte Stellen): {ahv_masked()}",
        f"Lohnausweis kontrolliert, AHV {ahv_masked()} stimmt",
        f"Sozialversicherungsnummer Kind 2: {ahv_masked()}",
        f"AHV für Steuer-Formular, maskiert: {ahv_masked()}",
    )
    r.add(
        "qr_bill_reference",
        f"QR-Rechnung Steuern Stadt Zürich, Referenz {qr_reference()}",
        f"Krankenkasse Prämie Ref. {qr_reference()} fällig 30.",
        f"ewz Rechnung QR-Ref: {qr_reference()}",
        f"Referenz {qr_reference()} – zahlt via eBill",
        f"Serafe QR ref {qr_reference()}",
    )
    r.add(
        "iban",
        f"Mini IBAN für Spesen: {ch_iban('09000')}",
        f"Miete an Verwaltung: {ch_iban('00230')}, Empfänger Immo acme AG",
        f"IBAN Sparkonto UBS {ch_iban('00206')}",
        f"Rechnung an Kunde: Zahlbar auf {ch_iban('09000')} (PostFinance)",
        f"Vereinsbeitrag Velo-Club: {ch_iban('08390')}",
    )
    r.add(
        "swiss_company_uid",
        f"UID acme security GmbH: {che_uid()} MWST",
        f"Kunde Y: {che_uid()}, Handelsregister ZH",
        f"Lieferant UID {che_uid()}",
        f"MWST-Nr. für Rechnung: {che_uid()} MWST",
    )
    r.add(
        "ssh_public_key",
        f"mein pubkey für de bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rk@laptop",
        f"authorized_keys Kunde Z:\nssh-rsa {ssh_pub('ssh-rsa', 270)} rk@yubikey",
        f"sk-ssh-ed25519@openssh.com {ssh_pub('sk-ssh-ed25519@openssh.com', 40)} rk@yk5c",
        f"host key fingerprint bastion.lab.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} ci@runner",
    )
    r.add(
        "public_encryption_key",
        f"age recipient für sops (.sops.yaml): {age_public_key()}",
        f"wireguard peer PublicKey = {wg_key()}  # homelab",
        f"GPG fingerprint (signing): {groups(hexs(40).upper(), 4)}",
        f"sops pgp: {hexs(40).upper()}",
        f"vault transit public key (export):\n-----BEGIN PUBLIC KEY-----\n{pem_body(2)}\n-----END PUBLIC KEY-----",
    )
    r.add(
        "yubikey_device_info",
        f"YubiKey 5C NFC Serial {digits(8, lead=True)}, Firmware 5.7.{secrets.randbelow(4)}",
        f"PIV slot 9a cert fingerprint {hexs(64)}, PIN retries 3, PUK retries 3",
        "YubiKey PIN gesperrt -> mit PUK entsperrt, PIN neu gesetzt (nicht hier notiert)",
        f"Backup-YubiKey Serial {digits(8, lead=True)} liegt im Bankfach UBS",
        "ykman piv info: PIN tries remaining 3/3, management key algorithm AES256, stored protected",
    )
    r.add(
        "password_policy_talk",
        "KeePassXC: KDF Argon2id, 64 MiB, 10 iterations, parallelism 4 – Entsperrzeit ca. 1s",
        "Passwort-Richtlinie Kunde: min 14 Zeichen, keine Rotation mehr (NIST 800-63B)",
        "PostFinance Passwort sött mal gwechslet werde, isch vo 2021",
        "Breakglass-Passwörter halbiert: Teil A im Safe GL, Teil B bi mir im Bankfach",
        f"Vault root token rotation nach jedem generate-root, nächste Review {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.",
        "Türcode wird per 1. geändert, neuer Code kommt per Mail vo de Facility",
    )
    r.add(
        "masked_value",
        f"UBS Karte •••• {digits(4)}, Ablauf 09/27",
        f"SP secret hint in Portal: {rnd(ALNUM, 3)}*********************",
        f"CF token endet auf …{rnd(ALNUM, 4)} (der alte, gelöscht)",
        f"ghp_************************{rnd(ALNUM, 4)} revoked am Mäntig",
        f"PostFinance Konto ...{digits(4)}, e-finance Nr endet auf {digits(3)}",
    )
    r.add(
        "ci_secret_reference",
        "client-secret: ${{ secrets.AZURE_CLIENT_SECRET }}",
        "VAULT_TOKEN: ${{ steps.vault.outputs.token }}",
        'export CLOUDFLARE_API_TOKEN="$(vault kv get -field=token kv/ci/cloudflare)"',
        "GOOGLE_CREDENTIALS aus GitHub secret GCP_SA_KEY_B64 (wird ersetzt durch WIF)",
        "password: !vault | $ANSIBLE_VAULT;1.1;AES256 (inhalt in group_vars/lab/vault.yml)",
    )
    r.add(
        "env_settings",
        f"export VAULT_ADDR=https://{LAB[0]}:8200\nexport VAULT_NAMESPACE=admin/lab\nexport VAULT_SKIP_VERIFY=false",
        "VAULT_TOKEN unset nach dem test, token helper = ~/.vault-token",
        f"seal \"azurekeyvault\" {{ tenant_id = \"{uid()}\" vault_name = \"acme-lab-kv\" key_name = \"vault-unseal\" }}",
        f"ARM_USE_OIDC=true ARM_CLIENT_ID={uid()} ARM_TENANT_ID={uid()}",
        f"max_lease_ttl = \"{pick('768h', '87600h')}\"  default_lease_ttl = \"{pick('1h', '24h', '168h')}\"",
    )
    r.add(
        "aws_identifier",
        f"arn:aws:iam::{digits(12, lead=True)}:role/vault-aws-auth",
        f"KMS key für auto-unseal: arn:aws:kms:eu-central-2:{digits(12, lead=True)}:key/{uid()}",
        f"access key id (deaktiviert, nur für cloudtrail suche): {aws_key_id()}",
        f"instance i-{hexs(17)} im lab, sg-{hexs(17)}",
    )
    r.add(
        "kubernetes_object_name",
        f"pod {pod_name('vault')} crashloop nach upgrade",
        f"kubectl logs {pod_name('external-secrets')} -n eso",
        f"node aks-system-{digits(8, lead=True)}-vmss00000{secrets.randbelow(9)}",
        f"pvc data-vault-{secrets.randbelow(3)} uid {uid()}",
        f"container id containerd://{hexs(64)}",
    )
    r.add(
        "ticket_and_order_number",
        f"Incident INC{digits(7, lead=True)} – Kunde Y, P2",
        f"Jira SEC-{secrets.randbelow(9000) + 100}: Vault upgrade auf 1.17",
        f"Post Tracking 99.60.{digits(6)}.{digits(8)}",
        f"Digitec Bestellung {digits(8, lead=True)} (YubiKey 5C ×2)",
        f"MS Support case {digits(16, lead=True)}",
        f"PostFinance Zahlungsauftrag Nr. {digits(12, lead=True)} ausgeführt",
    )
    r.add(
        "uuid_in_url",
        f"https://portal.azure.com/#@acmelab.onmicrosoft.example/resource/subscriptions/{uid()}/overview",
        f"Defender Alert https://security.acme.example/alerts/{uid()}",
        f"report link: https://share.acme.internal/s/{rnd(ALNUM, 15)} (nur intern, login nötig)",
        f"https://app.terraform.io/app/acme-sec/workspaces/lab-vault/runs/run-{rnd(ALNUM, 16)}",
    )
    r.add(
        "network_identifier",
        f"MAC vom YubiKey-Laptop (DHCP reservation): {mac()}",
        f"lab subnet 10.66.{secrets.randbelow(250)}.0/24, gateway .1, VLAN {secrets.randbelow(400) + 100}",
        f"IPv6 prefix 2001:db8:{hexs(4)}::/48",
        f"wg endpoint homelab.acme.example:{secrets.randbelow(10000) + 50000}",
        f"Cloudflare Tunnel ID {uid()} -> lab.acme.example",
    )
    r.add(
        "ebanking_procedure_note",
        "UBS e-banking: Login nur noch mit Access App, Card Reader zurückgeschickt",
        "PostFinance: neues Gerät registriert, Aktivierungsbrief kommt per Post (3–5 Tage)",
        "SwissID 2FA auf neues iPhone umgezogen, alte Authenticator-App entfernt",
        f"E-Banking Limite erhöht auf CHF {pick('10000', '20000', '25000')} pro Tag (für Steuern)",
    )
    r.add(
        "vault_status_output",
        f"vault status lab1: Sealed false, Total Shares 5, Threshold 3, Version 1.17.{secrets.randbelow(6)}, Cluster ID {uid()}",
        f"raft peers: node1 {uid()} leader, node2 {uid()} follower, node3 {uid()} follower",
        f"HA cluster https://{LAB[0]}:8201, Active Node Address https://10.66.1.{secrets.randbelow(200) + 10}:8200, Raft Committed Index {secrets.randbelow(900000) + 10000}",
        "Recovery Seal Type shamir, Seal Type azurekeyvault, Unseal Progress 0/3 – alles ok nach reboot",
    )
    r.add(
        "password_manager_entry_metadata",
        f"KeePassXC Eintrag 'UBS e-banking' UUID {hexs(32).upper()}, zuletzt geändert {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.2025",
        f"kdbx DB-ID / Sync: Tresor.kdbx Prüfsumme sha256 {hexs(64)}",
        "KeePassXC Browser-Integration: Verbindung 'firefox-arbeit' neu autorisiert, Key im Browser gespeichert",
        "Passwort Generator Einstellung: 24 Zeichen, alle Klassen, ohne ähnliche Zeichen",
        f"Tresor.kdbx Backup auf NAS, Version {secrets.randbelow(40) + 1}, Datei {hexs(8)}.kdbx.bak",
    )
    r.add(
        "random_looking_reference",
        f"Beleg-Nr Spesen {rnd(UPPER + DIGITS, 10)}",
        f"Fahrzeug-Nr ZH {digits(6, lead=True)}, Parkkarte {rnd(UPPER + DIGITS, 8)}",
        f"Halbtax-Abo Kundennummer {digits(3)}.{digits(3)}.{digits(3)}",
        f"SBB SwissPass ID {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
        f"Lizenzschlüssel-ID (nur Referenz im Portal) LIC-{digits(8, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout304.py", [
        ("heldout304_credentials.yaml", credentials(), "Held-out batch 304: notes of a Zürich cloud security consultant that hold real secrets (Vault, Azure, GCP, Cloudflare, YubiKey, e-banking, door codes)"),
        ("heldout304_lookalikes.yaml", lookalikes(), "Held-out batch 304: the same consultant's notes with ids, digests, public keys, masked values and secret references but no secret"),
    ])


if __name__ == "__main__":
    main()
