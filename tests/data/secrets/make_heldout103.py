# ruff: noqa: E501
"""Writes heldout103_credentials.yaml and heldout103_lookalikes.yaml: held-out batch 103.

Persona: a build and DevOps engineer at a game studio in Stockholm who keeps notes in a mix
of Swedish and English. They hold the Perforce and Jenkins keys, the Unity and Steamworks
accounts, the AWS build bucket, the code-signing certificate, the console dev kits, and the
office's alarm, door and Wi-Fi codes; their everyday notes are full of changelists, build
numbers, Steam app/depot/manifest ids, hashes, crash ids and Jira keys.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    bitlocker_key,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
    pem_body,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

STEAM_GUARD = "23456789BCDFGHJKMNPQRTVWXY"


def p4_ticket() -> str:
    """A Perforce ticket: 32 upper-case hex characters."""
    return hexs(32).upper()


def unity_serial() -> str:
    """A Unity licence serial: two-character prefix, then five groups of four."""
    return pick("E3", "SC", "F4", "U3") + "-" + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(5))


def steam_guard_code() -> str:
    return "".join(secrets.choice(STEAM_GUARD) for _ in range(5))


def steam_revocation() -> str:
    return "R" + digits(5)


def jenkins_token() -> str:
    """A Jenkins API token: '11' and 32 hex characters."""
    return "11" + hexs(32)


def swe_pw() -> str:
    """A password a Swedish speaker chose."""
    return pick(
        f"{pick('Kanelbulle', 'Semla', 'Lingon', 'Fika', 'Tunnelbana', 'Midsommar', 'Surströmming')}{pick('#', '!', '_', '.')}{digits(4)}",
        f"{pick('Smörgås', 'Älgjakt', 'Ösregn', 'Kåldolmar')}{pick('!', '%', '&')}{pick('Tåg', 'Båt', 'Sjö')}{digits(2)}",
        rnd(ALNUM + "!#%&*", 15),
    )


def url_pw() -> str:
    return rnd(ALNUM, 18)


def steamid64() -> str:
    return str(76561197960265728 + secrets.randbelow(1_200_000_000))


def app_id() -> int:
    return 1_000_000 + secrets.randbelow(2_500_000)


def manifest_id() -> str:
    return digits(19, lead=True)


def cl() -> int:
    return 1_000_000 + secrets.randbelow(8_000_000)


def pnr_masked() -> str:
    year = 1970 + secrets.randbelow(35)
    month = secrets.randbelow(12) + 1
    day = secrets.randbelow(28) + 1
    return f"{year}{month:02d}{day:02d}-{pick('XXXX', '****', 'xxxx')}"


def org_nr() -> str:
    n = luhn("55" + str(secrets.randbelow(10)), 10)
    return f"{n[:6]}-{n[6:]}"


def swish() -> str:
    n = "123" + digits(7)
    return f"{n[:3]} {n[3:6]} {n[6:8]} {n[8:]}"


def se_iban() -> str:
    return iban("SE", pick("500", "800", "600", "300") + digits(17))


def bankgiro() -> str:
    n = digits(pick(7, 8), lead=True)
    return f"{n[:-4]}-{n[-4:]}"


def plate() -> str:
    return rnd(UPPER.replace("I", "").replace("Q", "").replace("V", ""), 3) + " " + digits(2) + pick(str(secrets.randbelow(10)), secrets.choice("ABCDEFGHJKLMNPRSTUWXYZ"))


def phone() -> str:
    return pick(f"+46 8 {digits(3)} {digits(3)} {digits(2)}", f"070-{digits(3)} {digits(2)} {digits(2)}", f"+46 73 {digits(3)} {digits(2)} {digits(2)}")


def ip(prefix: str = "10.20") -> str:
    return f"{prefix}.{secrets.randbelow(20) + 1}.{secrets.randbelow(250) + 2}"


def jira(project: str) -> str:
    return f"{project}-{secrets.randbelow(9000) + 100}"


def thumbprint(sep: str = "") -> str:
    return sep.join(hexs(2).upper() for _ in range(20))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "perforce_password",
        f"p4 login för build-usern: buildbot / {pw()}  (servern ssl:p4.acme.internal:1666)",
        f"Perforce, min dev-maskin:\nP4PORT=ssl:perforce.studio.internal:1666\nP4USER=erik.l\nP4CLIENT=erik_ws_main\nP4PASSWD={swe_pw()}",
        f"kom ihåg nya p4-lösenordet efter bytet i fredags: {rnd(ALNUM + '!#%', 14)} (p4admin, super-usern)",
    )
    r.add(
        "perforce_ticket",
        f"p4 tickets från build-agent-03:\nssl:p4.acme.internal:1666=jenkins:{p4_ticket()}",
        f"om jenkins-jobbet tappar inloggningen: sätt P4PASSWD={p4_ticket()} i jobbets env, det är en ticket från `p4 login -a -p` för svc_build (gruppen har timeout unlimited)",
        f"ticket for the replica service user, paste into .p4tickets if it asks again -> p4replica:{p4_ticket()}",
    )
    r.add(
        "unity_license_serial",
        f"Unity Pro serial (seat 4 av 12): {unity_serial()}",
        f"headless activation on the mac build box:\n/Applications/Unity/Hub/Editor/2022.3.21f1/Unity.app/Contents/MacOS/Unity -batchmode -quit -serial {unity_serial()} -username build@acme-games.example -password '{pw()}'",
        f"licensnyckel till Saras nya seat\n{unity_serial()}\n(returnera den gamla först!!)",
    )
    r.add(
        "unity_account_password",
        f"Unity ID för CI\nbuild@acme-games.example\nlösen: {swe_pw()}",
        f"the unity account pw for the org owner is {pw()} - don't change it without telling Jonas, the floating license server logs in with it",
        f"game-ci secrets:\nUNITY_EMAIL=ci@acme-games.example\nUNITY_PASSWORD={rnd(ALNUM + '@#!', 18)}",
    )
    r.add(
        "steamworks_partner_password",
        f"Steamworks partner: acme_build_upload / {pw()}",
        f"steamcmd +login acmebuilder {swe_pw()} +run_app_build ../scripts/app_build_{app_id()}.vdf +quit",
        f"steamworks-sajten inlogg (bara för releaser!!)\nuser: acme_release\npw: {rnd(ALNUM + '!%&', 16)}",
    )
    r.add(
        "steam_guard_code",
        f"steam guard kod från mobilen: {steam_guard_code()}",
        f"Kalle, här är koden till buildkontot, skynda innan den byts: {steam_guard_code()}",
        f"steamcmd +login acme_release <pw> {steam_guard_code()} <- guard code funkar bara nu",
    )
    r.add(
        "steam_guard_revocation_code",
        f"Steam Guard revocation code för acme_build_upload: {steam_revocation()} (om telefonen dör)",
        f"mobile authenticator flyttad till jourtelefonen. recovery code {steam_revocation()} - skriv den på papper också",
        f"steam guard: om nån annan måste ta bort authenticatorn på release-kontot, koden är {steam_revocation()}",
    )
    r.add(
        "steam_guard_shared_secret",
        f"maFile för buildkontot, så att steamcmd kan generera koder själv:\n\"shared_secret\": \"{b64(secrets.token_bytes(20))}\",\n\"identity_secret\": \"{b64(secrets.token_bytes(20))}\",\n\"account_name\": \"acme_build_upload\"",
        f"STEAM_SHARED_SECRET={b64(secrets.token_bytes(20))} ligger även i jenkins credentials (id steam-totp)",
    )
    r.add(
        "jenkins_api_token",
        f"jenkins api token (user: build-bot): {jenkins_token()}",
        f"curl -X POST -u erik.l:{jenkins_token()} 'https://jenkins.acme.internal/job/frostbound-main/buildWithParameters?PLATFORM=ps5&CONFIG=Shipping'",
        f"JENKINS_USER=release\nJENKINS_TOKEN={jenkins_token()}\n# för release.py, inte checka in",
    )
    r.add(
        "jenkins_initial_admin_password",
        f"nya jenkins-controllern, initialAdminPassword: {hexs(32)}",
        f"cat /var/jenkins_home/secrets/initialAdminPassword on jenkins2.acme.internal gave {hexs(32)} - haven't created the real admin yet",
        f"jenkins admin (lokala kontot, break-glass om LDAP dör): admin / {pw()}",
    )
    r.add(
        "aws_build_bucket_access_key",
        f"AWS build bucket (s3://acme-frostbound-builds)\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"nyckel till build-bucketen: {aws_key_id()} / {aws_secret()}  (iam user jenkins-uploader, bara PutObject)",
        f"~/.aws/credentials på mac-agenten\n[builds]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=eu-north-1",
    )
    r.add(
        "codesign_pfx_password",
        f"code signing cert (acme_codesign_2025.pfx) lösenord: {pw()}",
        f"signtool sign /f C:\\certs\\acme_ev.pfx /p {rnd(ALNUM + '#!', 20)} /tr http://timestamp.acme.test /td sha256 /fd sha256 Frostbound.exe",
        f"pfx-lösen för signeringscertet, nya från i år -> {swe_pw()}",
    )
    r.add(
        "devkit_admin_password",
        f"devkit 3 (PS5, hylla B) admin-lösen: {pw()}",
        f"Xbox devkit XSX-07 device portal: user admin pass {rnd(ALNUM, 12)}",
        f"dev kits i racket\n- PS5 #1  admin / {rnd(ALNUM, 10)}\n- PS5 #2  admin / {rnd(ALNUM, 10)}\n- XSX #1  admin / {rnd(ALNUM, 10)}\n- Switch SDEV  (ingen admin)",
    )
    r.add(
        "office_alarm_code",
        f"larmkod kontoret: {digits(4)}",
        f"if you're last out: arm the alarm with {digits(6)} then #, the panel is next to the kitchen",
        f"Larmet: avlarma med {digits(4)} + OFF. Ny kod sen mars, den gamla funkar inte.",
    )
    r.add(
        "server_room_door_code",
        f"serverrummet: {digits(6)}#",
        f"kod till serverrumsdörren (ändrad efter att städfirman fick den): {digits(5)}",
        f"server room door code is {digits(4)}*, keypad is flaky, press hard",
    )
    r.add(
        "building_entry_code",
        f"portkod Götgatan: {digits(4)}",
        f"Entrén efter 18: portkod {digits(4)}, sen hiss till plan 4",
        f"till nya praktikanten: koden till porten är {digits(4)}, kontoret plan 4 (ring mig om larmet piper)",
    )
    r.add(
        "bank_personal_code",
        f"banken utan bankid: personnummer + personlig kod {digits(6)}",
        f"Personlig kod till internetbanken (inloggning utan dosa): {digits(6)}",
        f"företagets bank, inlogg utan BankID\nanvändar-id: {digits(8)}\npersonlig kod: {digits(5)}",
    )
    r.add(
        "studio_wifi_password",
        f"wifi: ACME-Studio / {pw()}",
        f"WiFi för studion (inte gäst!) SSID AcmeDev5G lösenord {swe_pw()}",
        f"QR-sträng för wifi-skylten: WIFI:T:WPA;S:AcmeStudio;P:{rnd(ALNUM, 16)};;",
    )
    r.add(
        "steamworks_web_api_key",
        f"Steamworks Web API publisher key: {hexs(32).upper()}",
        f"curl 'https://steamproxy.acme.test/ISteamUser/CheckAppOwnership/v2/?key={hexs(32).upper()}&steamid={steamid64()}&appid={app_id()}'",
        f"STEAM_WEBAPI_KEY = \"{hexs(32).upper()}\"  # publisher key, bara server-side!",
    )
    r.add(
        "steam_login_secure_cookie",
        f"steamLoginSecure-cookien om jag behöver skripta mot partner-sajten:\nsteamLoginSecure={steamid64()}%7C%7C{jwt({'iss': 'r:' + hexs(16).upper(), 'sub': steamid64(), 'aud': ['web', 'renew'], 'exp': epoch()}, alg='EdDSA', signature=rnd(URLSAFE, 86))}",
        f"cookie for the partner site session (expires friday): sessionid={hexs(24)}; steamLoginSecure={steamid64()}%7C%7C{jwt({'sub': steamid64(), 'exp': epoch()}, alg='EdDSA', signature=rnd(URLSAFE, 86))}",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT för tools-repot: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://erikl:ghp_{rnd(ALNUM, 36)}@github.acme.internal/tools/buildscripts.git",
        f"fine-grained token, read-only på unity-packages repot:\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "gitlab_runner_token",
        f"gitlab-runner register --non-interactive --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor shell",
        f"runner token (mac mini 2): glrt-{rnd(URLSAFE, 20)}",
        f"/etc/gitlab-runner/config.toml\n[[runners]]\n  name = \"win-agent-04\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"glrt-{rnd(URLSAFE, 20)}\"\n  executor = \"shell\"",
    )
    r.add(
        "slack_bot_token",
        f"build-notis-boten: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}   # postar i #builds och #build-breaks",
        f"jenkins slack plugin > credential: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
    )
    r.add(
        "discord_bot_token",
        f"discord-boten för community-servern (patch notes): {b64u(digits(18, True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
        f"DISCORD_TOKEN = \"{b64u(digits(19, True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}\"",
    )
    r.add(
        "sentry_auth_token",
        f"sentry-cli debug-files upload --auth-token sntryu_{hexs(64)} --org acme --project frostbound ./Symbols",
        f"SENTRY_AUTH_TOKEN för symbol-uppladdningen: sntryu_{hexs(64)}",
        f"[auth]\ntoken=sntryu_{hexs(64)}\n(~/.sentryclirc på build-agent-03)",
    )
    r.add(
        "vault_token",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.{rnd(URLSAFE, 24)}",
        f"root token från init (revoka när vi har oidc!): hvs.{rnd(ALNUM, 24)}",
        f"vault unseal key 1 av 5: {b64(secrets.token_bytes(33))}",
    )
    r.add(
        "container_registry_robot_secret",
        f"docker login registry.acme.internal -u 'robot$ci+builder' -p {rnd(ALNUM, 32)}",
        f"harbor robot account robot$frostbound+pull\nsecret: {rnd(ALNUM, 32)}",
        f"k8s imagePullSecret för build-runners, .dockerconfigjson auth = {b64(('robot$ci+builder:' + rnd(ALNUM, 32)).encode())}",
    )
    r.add(
        "artifactory_api_key",
        f"artifactory (unity packages mirror) API key: AKCp8{rnd(ALNUM, 68)}",
        f"curl -H 'X-JFrog-Art-Api: AKCp8{rnd(ALNUM, 68)}' -T Frostbound_1.4.2.zip https://artifacts.acme.internal/builds/",
    )
    r.add(
        "build_agent_ssh_private_key",
        f"nyckeln som mac-agenterna använder mot p4-proxyn (id_ed25519):\n{openssh_private()}",
        f"deploy key for buildscripts repo, jenkins credential 'gh-deploy':\n{openssh_private()}",
    )
    r.add(
        "postgres_connection_string",
        f"buildstats-databasen: postgresql://buildstats:{url_pw()}@db01.acme.internal:5432/buildstats",
        f"DATABASE_URL=postgres://grafana_ro:{url_pw()}@db01.acme.internal/buildstats?sslmode=require",
        f"psql \"host=db01.acme.internal dbname=buildstats user=postgres password={rnd(ALNUM, 16)}\"",
    )
    r.add(
        "mssql_connection_string",
        f"crash backend conn string:\nServer=sql02.acme.internal;Database=CrashReports;User Id=crash_svc;Password={pw()};TrustServerCertificate=True",
        f"appsettings.Production.json -> \"CrashDb\": \"Server=sql02.acme.internal,1433;Database=Telemetry;User ID=telemetry_writer;Password={rnd(ALNUM + '!#', 18)};\"",
    )
    r.add(
        "playfab_secret_key",
        f"PlayFab title {hexs(5).upper()} developer secret key: {rnd(UPPER + DIGITS, 52)}",
        f"X-SecretKey: {rnd(UPPER + DIGITS, 52)}  (för matchmaking-admin-scriptet)",
        f"PLAYFAB_DEV_SECRET={rnd(UPPER + DIGITS, 52)}",
    )
    r.add(
        "eos_client_secret",
        f"EOS dedicated server client\nClientId: xyza7891{rnd(ALNUM, 24)}\nClientSecret: {rnd(URLSAFE, 43)}",
        f"epic online services client secret (build-uploadern): {rnd(URLSAFE, 43)}",
        f"BuildPatchTool.exe -OrganizationId=acme -ProductId={hexs(32)} -ArtifactId={hexs(32)} -ClientId=xyza7891{rnd(ALNUM, 24)} -ClientSecret={rnd(URLSAFE, 43)} -mode=UploadBinary",
    )
    r.add(
        "console_portal_password",
        f"Nintendo dev portal: release@acme-games.example / {pw()}",
        f"Xbox Partner Center, delade release-kontot: {swe_pw()}",
        f"PlayStation partner-portalen, erik.l@acme-games.example\npw {rnd(ALNUM + '!?', 14)}",
    )
    r.add(
        "console_portal_backup_codes",
        f"backup codes för PS partner-portalens 2FA:\n{recovery_codes(5, 'other')}",
        f"Nintendo NDI 2FA backup: {recovery_codes(4, 'digits')}",
    )
    r.add(
        "apple_app_specific_password",
        f"xcrun notarytool submit Frostbound.zip --apple-id release@acme-games.example --team-id {rnd(UPPER + DIGITS, 10)} --password {groups(rnd(LOWER, 16), 4, '-')} --wait",
        f"app-specific password för notarisering: {groups(rnd(LOWER, 16), 4, '-')}",
        f"xcrun notarytool store-credentials acme-notary --apple-id release@acme-games.example --team-id {rnd(UPPER + DIGITS, 10)} --password {groups(rnd(LOWER, 16), 4, '-')}",
    )
    r.add(
        "app_store_connect_api_key",
        f"App Store Connect API, key id {rnd(UPPER + DIGITS, 10)}, issuer {uid()}\nAuthKey.p8:\n{pem('PRIVATE KEY', 3)}",
        f"fastlane api key (ligger i jenkins som fil), innehåll:\n{pem('PRIVATE KEY', 3)}",
    )
    r.add(
        "google_play_service_account_key",
        "play-console-uploader.json (service account för Google Play-uppladdning):\n" + json.dumps({
            "type": "service_account",
            "project_id": "acme-frostbound",
            "private_key_id": hexs(40),
            "private_key": "-----BEGIN PRIVATE KEY-----\n" + pem_body(4) + "\n-----END PRIVATE KEY-----\n",
            "client_email": "play-uploader@acme-frostbound.iam.example",
        }, indent=1),
        "private key från play-uploaderns json om filen försvinner igen: -----BEGIN PRIVATE KEY-----\\n" + pem_body(2).replace("\n", "\\n") + "\\n-----END PRIVATE KEY-----\\n",
    )
    r.add(
        "android_keystore_password",
        f"release.keystore\nstorePassword={swe_pw()}\nkeyAlias=frostbound\nkeyPassword={rnd(ALNUM, 14)}",
        f"keystore pass for the android upload key: {pw()} (same for key and store, I know)",
        f"jarsigner -keystore upload.jks -storepass {rnd(ALNUM, 16)} Frostbound.aab upload",
    )
    r.add(
        "totp_seed",
        f"AWS root MFA seed (backup om yubikeyn försvinner): {rnd(BASE32, 32)}",
        f"otpauth://totp/Acme%20Jenkins:admin?secret={rnd(BASE32, 32)}&issuer=Acme%20Jenkins",
        f"2fa-hemlighet för partner-kontot, lägg in i authy på nya telefonen: {groups(rnd(BASE32, 32), 4)}",
    )
    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key (studio-kontot): {onepassword_secret_key()}",
        f"om jag blir utlåst ur 1pw: emergency kit säger {onepassword_secret_key()}, master pw {swe_pw()}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf på laptopen\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.12/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
        f"wireguard privkey för colo-tunneln (build-gw): {wg_key()}",
    )
    r.add(
        "ad_service_account_password",
        f"svc_jenkins (AD) lösen: {pw()} - används av alla windows-agents, byt inte mitt i en release",
        f"ACME\\svc_p4proxy  {swe_pw()}",
        f"runas /user:ACME\\svc_unitylic cmd  -> lösen {rnd(ALNUM + '!#', 16)}",
    )
    r.add(
        "esxi_root_password",
        f"esxi01.acme.internal root: {pw()}",
        f"nya esxi-hosten, root-lösen satt vid installationen: {swe_pw()}",
        f"vcenter administrator@vsphere.local -> {rnd(ALNUM + '!#', 16)}\nesxi02 root -> {rnd(ALNUM + '!#', 16)}",
    )
    r.add(
        "idrac_password",
        f"iDRAC på build-servrarna: root / {rnd(ALNUM, 12)} (inte calvin längre)",
        f"ipmitool -I lanplus -H 10.20.9.21 -U root -P {rnd(ALNUM, 12)} chassis power cycle",
        f"idrac build-srv-02 (10.20.9.22) admin {pw()}",
    )
    r.add(
        "npm_token",
        f".npmrc för tools:\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}",
        f"npm publish token för @acme/build-tools, automation-typ: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "nuget_api_key",
        f"dotnet nuget push Acme.BuildTools.*.nupkg -k oy2{rnd(LOWER + DIGITS, 43)} -s https://nuget.acme.internal/v3/index.json",
        f"nuget-nyckeln: oy2{rnd(LOWER + DIGITS, 43)}",
    )
    r.add(
        "unity_cloud_build_api_key",
        f"Unity Cloud Build API key (för webhook-scriptet): {hexs(32)}",
        f"curl -H 'Authorization: Basic {hexs(32)}' https://ucb.acme.test/api/v1/orgs/acme/projects/frostbound/buildtargets",
    )
    r.add(
        "crash_submission_token",
        f"crash upload URL som går in i CrashReporter.ini:\nhttps://crash.acme.test:6098/post?format=minidump&token={hexs(64)}",
        f"backtrace submission token: {hexs(64)}",
    )
    r.add(
        "company_card_details",
        f"företagskortet (Visa): {groups(luhn('4', 16), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"mastercard for the AWS account billing\n{groups(luhn('5' + str(secrets.randbelow(5) + 1), 16), 4)}\n{card_expiry()}  cvc {digits(3)}",
    )
    r.add(
        "sim_pin_puk",
        f"jourtelefonen SIM: PIN {digits(4)} PUK {digits(8)}",
        f"SIM i 4G-routern i serverrummet, PUK: {digits(8)}",
        f"PIN-kod till jourmobilen: {digits(4)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery för BUILD-WIN-04: {bitlocker_key()}",
        f"win-agent 7 krävde recovery key efter bios-uppdateringen, det var\n{bitlocker_key()}",
    )
    r.add(
        "sops_age_secret_key",
        f"sops age-nyckeln för infra-repot:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
    )
    r.add(
        "grafana_service_account_token",
        f"grafana sa-token för build-dashboarden: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
    )
    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)} (datadog-agenten på build-servrarna)",
        f"datadog api key {hexs(32)}, app key {hexs(40)}",
    )
    r.add(
        "smtp_relay_password",
        f"build-mail via smtp.acme.internal:587, user builds@acme-games.example, pass {pw()}",
        f"Jenkins > Configure System > E-mail: smtp-lösen {swe_pw()}",
        f"spring.mail.password={rnd(ALNUM, 20)}\nspring.mail.username=crashbot@acme-games.example",
    )
    r.add(
        "github_recovery_codes",
        f"github recovery codes (mitt konto, äger acme-orgen):\n{recovery_codes(6, 'github')}",
        f"recovery codes från github för build-bot-kontot\n{recovery_codes(4, 'github')}",
    )
    r.add(
        "http_basic_auth_header",
        f"symbol-servern kräver basic auth: Authorization: Basic {b64(('symbols:' + rnd(ALNUM, 16)).encode())}",
        f"curl -u qa:{rnd(ALNUM, 14)} https://nightly.acme.internal/frostbound/latest/",
        f"nightly-sidan för QA: användare qa, lösen {swe_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    c = cl()
    r.add(
        "perforce_changelist_number",
        f"fixen för crashen i shader-cachen ligger i CL {c}, cherry-picka till release/1.4",
        f"p4 describe -s {cl()} | head   <- the one that broke the PS5 build",
        f"Integrerade //depot/Frostbound/main/... -> release-1.4 i change {c}, shelved {c + 17 + secrets.randbelow(300)} för review",
        f"last known good: CL {cl()} (win64), CL {cl()} (ps5)",
    )
    r.add(
        "perforce_depot_path",
        "p4 sync //depot/Frostbound/main/Assets/Art/Characters/...#head",
        f"p4 sync //depot/Frostbound/release-1.4/...@{cl()}",
        "stream: //Frostbound/dev-erik  parent //Frostbound/main  type development",
    )
    r.add(
        "perforce_ticket_policy_note",
        "p4 groups: 'builders' har Timeout: unlimited, alla andra 43200 (12h). Tickets ligger i ~/.p4tickets, checka ALDRIG in den filen.",
        "svc_build's ticket expired during the night again - re-ran p4 login -a on agent-03, token not written down anywhere, jenkins picks it up from the file",
        "p4 tickets -> visar bara användare och server, inte själva ticketen om man kör med -s. Använd det när ni felsöker i slack.",
    )
    r.add(
        "perforce_server_fingerprint",
        f"p4 trust fingerprint för ssl:p4.acme.internal:1666 är {thumbprint(':')} - om den ändras, fråga mig innan ni kör p4 trust -y",
        f"new p4 replica cert fingerprint {thumbprint(':')}, expected after the cert renewal",
    )
    b = 4000 + secrets.randbelow(3000)
    r.add(
        "build_number",
        f"Build #{b} grön på alla plattformar, #{b + 1} föll på Switch (linker)",
        f"Frostbound 1.4.2.{b} är release candidate, 1.4.2.{b + 3} har hotfixen",
        f"jenkins frostbound-main #{b} tog 1h42m, cache miss på shaders",
    )
    r.add(
        "build_guid",
        f"build GUID {uid()} - that's the one QA signed off on",
        "BuildGuid={" + uid().upper() + "} i BuildInfo.json för RC2",
        f"crash reports tagged with build {uid()} are all from the broken nightly, ignore",
    )
    r.add(
        "unity_project_id",
        f"Unity Cloud project id: {uid()} (Project Settings > Services)",
        f"ProjectSettings.asset:\n  cloudProjectId: {uid()}\n  projectName: Frostbound\n  organizationId: acme-games-{rnd(LOWER + DIGITS, 4)}",
        f"demo-projektet har eget id: {uid()}, länka inte om det till huvudprojektet",
    )
    r.add(
        "unity_organization_id",
        f"unity org id {digits(13, True)} (Acme Games AB), seats hanteras i dashboarden",
        f"Org: acme-games-{rnd(LOWER + DIGITS, 4)} | subscription {rnd(UPPER + DIGITS, 10)} | förnyas 1 sept",
        f"Unity support case {digits(8, True)} för org {digits(13, True)} (seat-överföring)",
    )
    a = app_id()
    r.add(
        "steam_app_id",
        f"Frostbound appid {a}, demo {a + 40 + secrets.randbelow(200)}, playtest {a + 300 + secrets.randbelow(500)}",
        f"steam://run/{a} för att starta från länk",
        f"app_build_{a}.vdf ligger i //depot/Frostbound/main/Tools/Steam/",
    )
    r.add(
        "steam_depot_id",
        f"depåer: windows {a + 1}, mac {a + 2}, linux {a + 3}, soundtrack-DLC {a + 9}",
        f"\"DepotID\" \"{a + 1}\"\n\"ContentRoot\" \"../output/win64/\"\n\"FileMapping\" {{ \"LocalPath\" \"*\" \"DepotPath\" \".\" \"recursive\" \"1\" }}",
    )
    r.add(
        "steam_manifest_id",
        f"manifest {manifest_id()} är live på default, rollback-kandidat {manifest_id()}",
        f"download_depot {a} {a + 1} {manifest_id()}  (steamcmd, för att få tillbaka 1.4.0 till QA)",
        f"depot {a + 2} manifest {manifest_id()} size 14.2 GB",
    )
    r.add(
        "steam_build_id",
        f"BuildID 1{digits(7)} satt live på beta-branchen 14:05",
        f"Steam build {digits(8, True)} (desc: 'nightly {b} win64') - QA says OK",
        f"rollback: set build {digits(8, True)} live on default, old one was {digits(8, True)}",
    )
    r.add(
        "steam_id64",
        f"buildkontots steamid: {steamid64()}",
        f"[U:1:{secrets.randbelow(900_000_000) + 10_000_000}] i loggen = vår QA-användare",
        f"QA-testarnas steam-ids för playtest-whitelist: {steamid64()}, {steamid64()}, {steamid64()}",
    )
    r.add(
        "build_sha1_hash",
        f"sha1 Frostbound_win64_1.4.2.zip: {hexs(40)}",
        f"certutil -hashfile Frostbound.exe SHA1 -> {groups(hexs(40), 2)}",
        f"SHA1 ({pick('Frostbound.exe', 'GameAssembly.dll', 'UnityPlayer.dll')}) = {hexs(40)}  - matchar det vi skickade till Nintendo",
    )
    r.add(
        "build_sha256_digest",
        f"sha256sum Frostbound-1.4.2-linux.tar.gz\n{hexs(64)}  Frostbound-1.4.2-linux.tar.gz",
        f"checksums till certifieringen (PS5 pkg): SHA-256 {hexs(64).upper()}",
        f"pkg på sharen och pkg i submission har olika hash?? {hexs(64)} vs {hexs(64)} - kolla med Sony-teamet",
    )
    r.add(
        "git_commit_sha",
        f"buildscripts @ {hexs(40)} är det jenkins kör just nu",
        f"git revert {hexs(7)} (den bröt mac-signeringen)",
        f"Merge of PR !412 landed as {hexs(40)} on main",
    )
    r.add(
        "docker_image_digest",
        f"build image: registry.acme.internal/ci/unity-builder:2022.3.21f1@sha256:{hexs(64)}",
        f"pinna linux-agenterna på sha256:{hexs(64)} tills nya imagen är testad",
        f"docker pull registry.acme.internal/ci/steamcmd@sha256:{hexs(64)}",
    )
    r.add(
        "crash_dump_id",
        f"crash id {uid()} från QA, dumpen ligger på \\\\fs01\\crashes\\2025-03\\",
        f"Backtrace object {hexs(16)} (rxid {digits(6)}) - same callstack as FRB-{secrets.randbelow(9000) + 100}",
        f"minidump {uid()}.dmp, GPU hang on XSX, 3 more with the same signature",
    )
    r.add(
        "symbol_server_path",
        f"symstore layout: Frostbound.pdb/{hexs(32).upper()}1/Frostbound.pdb",
        f"_NT_SYMBOL_PATH=srv*C:\\symcache*https://symbols.acme.internal/  (Frostbound.pdb GUID {uid().upper()} age 1)",
        f"missing symbols for {pick('d3d12.pdb', 'ntdll.pdb', 'GameAssembly.pdb')}/{hexs(32).upper()}{secrets.randbelow(9) + 1} - check that upload step ran",
    )
    r.add(
        "jira_ticket_key",
        f"{jira('BUILD')}: flytta mac-agenterna till nya racket",
        f"blocked by {jira('FRB')} and {jira('OPS')}, see also {jira('BUILD')}",
        f"Jira {jira('CERT')} - TRC-fail på suspend/resume, fix i CL {cl()}",
    )
    r.add(
        "personnummer_masked",
        f"Nya konsulten Anna K, pnr {pnr_masked()} (fullständigt finns i HR-systemet, inte här)",
        f"pnr i loggen maskas nu: {pnr_masked()} - bra, GDPR-ticketen kan stängas",
        f"ägare för AWS-kontot enligt avtalet: {pnr_masked()}, maskat",
    )
    r.add(
        "swish_number",
        f"Swish för fikakassan: {swish()}",
        f"swisha {swish()} för pizzan på release-kvällen, 95 kr/person",
        f"after-work-betalning till {swish()} (Acme Games sociala klubb), 150 kr",
    )
    r.add(
        "org_number",
        f"Acme Games AB, org.nr {org_nr()}",
        f"VAT no SE{org_nr().replace('-', '')}01 på fakturan till förlaget",
        f"leverantör colo: NordHall Datacenter AB ({org_nr()}), avtal nr {digits(6)}",
    )
    r.add(
        "company_iban_on_invoice",
        f"Fakturauppgifter till förlaget: Acme Games AB, IBAN {se_iban()}, BIC ESSESESS",
        f"our bank details for the publisher's payment form - IBAN {se_iban()}, org {org_nr()}",
    )
    r.add(
        "bankgiro_number",
        f"betala colo-fakturan till bankgiro {bankgiro()}",
        f"Bankgiro: {bankgiro()}  OCR: {digits(12, True)}",
    )
    r.add(
        "invoice_ocr_reference",
        f"faktura {digits(6, True)} från NordHall, OCR {digits(14, True)}, förfaller 30/4",
        f"AWS invoice EUINSE{digits(8)}-{digits(2)} for march, 2 340 USD, mostly the build bucket",
    )
    r.add(
        "ip_address_note",
        f"build agents: 10.20.4.11 - 10.20.4.18, p4 replica {ip()}, license server {ip()}",
        f"devkit-VLAN 10.30.0.0/24, PS5 #1 {ip('10.30')}, XSX #1 {ip('10.30')}",
    )
    r.add(
        "hostname_note",
        "hosts:\n- p4.acme.internal (master)\n- p4-replica.acme.internal\n- jenkins.acme.internal\n- unity-license.acme.internal:8080\n- cache.acme.internal (unity accelerator)",
        f"build-agent-{secrets.randbelow(20) + 1:02d}.acme.internal är den med RTX-kortet, används för lightmap-bakning",
    )
    r.add(
        "token_expired_note",
        "Jenkins-token för erik.l gick ut igår, genererade en ny och la den i Vault under secret/ci/jenkins/erik.l",
        "unity license activation returned 'token expired' again on mac-agent-2, fix: log out and in again in Hub",
        "Steamworks: web api-nyckeln funkar inte, 403. Inte utgången - vi hade tagit bort IP-whitelisten. Ingen ny nyckel behövdes.",
    )
    r.add(
        "token_revoked_note",
        f"Revokade AWS-nyckeln som slutade på ...{rnd(UPPER + DIGITS, 4)} (läckte i en build-logg), ny skapad och inlagd i jenkins creds, id aws-builds-2",
        "GitHub PAT för tools-repot revoked 2025-03-02 efter att Jonas slutade. Byt till GitHub App istället.",
        "revoked the slack bot token and reinstalled the app, new one is in 1Password > Build > Slack bot",
    )
    r.add(
        "password_rotated_note",
        "Bytte lösenord på svc_jenkins i AD idag 09:40, alla windows-agents uppdaterade via ansible. Gamla funkar inte längre.",
        "rotated the dev kit admin passwords (all 6), new ones are in the vault entry 'devkits', not here",
        "p4admin-lösenordet byts var 90:e dag, nästa gång 1 juni",
    )
    r.add(
        "password_policy_note",
        "p4 security=3 nu, lösenord min 16 tecken och måste bytas vid första inloggning",
        "PIN till devkitsen måste vara 6 siffror nu enligt Sonys nya krav, inte 4",
        "Unity org: SSO enforced from april, no more shared passwords for seats",
    )
    r.add(
        "vault_path_reference",
        "pfx-lösenordet ligger i vault: secret/data/signing/acme_ev#password",
        "AWS creds for uploads: vault kv get -field=secret_access_key secret/ci/aws/build-bucket",
        "steam guard maFile: 1Password > Build vault > 'acme_build_upload (Steam)' > attached file",
    )
    r.add(
        "env_var_reference",
        "release.py läser $STEAM_PASSWORD och $STEAM_SHARED_SECRET, sätts av jenkins withCredentials",
        "set UNITY_SERIAL, UNITY_EMAIL and UNITY_PASSWORD as masked CI variables, never echo them in the log",
        "export P4PASSWD=$(vault kv get -field=ticket secret/ci/p4/svc_build)",
    )
    r.add(
        "physical_safe_reference",
        "EV-signeringstoken (USB) + dess PIN ligger i kassaskåpet på Cissis kontor",
        "alarm code is on the laminated card in the office manager's drawer, ask Cissi",
        "Devkit-lösenorden utskrivna i kuvert i serverrummets skåp, hylla 2",
    )
    r.add(
        "ssh_public_key",
        f"lägg in i authorized_keys på mac-agenterna:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jenkins@build-agent-03",
        f"ssh-rsa {ssh_pub('ssh-rsa', 128)} erik.l@acme-laptop",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} build-agent-05 host key",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"host key för p4-proxy.acme.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
        f"The authenticity of host 'build-agent-07.acme.internal (10.20.4.17)' can't be established.\nED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
    )
    r.add(
        "wireguard_public_key",
        f"build-gw peer public key: {wg_key()} (min laptop)",
        f"[Peer] # erik\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.12/32",
    )
    r.add(
        "codesign_cert_thumbprint",
        f"nya EV-certet: thumbprint {thumbprint()}, giltigt till 2026-11-03",
        f"signtool sign /sha1 {thumbprint()} /tr http://timestamp.acme.test /td sha256 Frostbound.exe  (certet ligger på USB-token, inget lösen här)",
    )
    r.add(
        "certificate_serial_number",
        f"cert serial {groups(hexs(32), 2, ':')} - det gamla, återkallat 2025-01-10",
        f"Serial Number: {hexs(16).upper()}  Issuer: CN=Acme Internal CA",
    )
    r.add(
        "gpg_key_fingerprint",
        f"release-signeringsnyckel (publik): {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}  # Jonas' key for the tools repo",
    )
    r.add(
        "aws_arn",
        f"arn:aws:iam::{aws_account()}:role/jenkins-build-uploader",
        f"KMS key för bucket-krypteringen: arn:aws:kms:eu-north-1:{aws_account()}:key/{uid()}",
        f"bucket policy principal arn:aws:iam::{aws_account()}:user/jenkins-uploader, resource arn:aws:s3:::acme-frostbound-builds/*",
    )
    r.add(
        "aws_resource_id",
        f"build-agent i AWS: i-0{hexs(16)}, ami-0{hexs(16)}, vol-0{hexs(16)}",
        f"sg-0{hexs(16)} öppnar 1666 mot kontoret, subnet-0{hexs(16)}",
    )
    r.add(
        "aws_request_id",
        f"S3 PutObject 403, RequestId {rnd(UPPER + DIGITS, 16)}, x-amz-id-2 {b64(secrets.token_bytes(48))}",
        f"cloudfront invalidation {rnd(UPPER + DIGITS, 14)} for /patches/* done",
    )
    r.add(
        "s3_object_etag",
        f"ETag \"{hexs(32)}-{secrets.randbelow(90) + 10}\" för Frostbound_1.4.2_win64.zip (multipart)",
        f"s3://acme-frostbound-builds/nightly/{b}/win64.zip  etag {hexs(32)}",
    )
    r.add(
        "devkit_serial_number",
        f"devkits: PS5 DevKit S/N {rnd(UPPER + DIGITS, 11)}, XSX console id {digits(12)}, Switch SDEV serial XAW{digits(10)}",
        f"RMA för devkit {rnd(UPPER + DIGITS, 12)}, skickat till Sony 12/3",
    )
    r.add(
        "mac_address",
        f"DHCP-reservation för PS5 #2: {mac(upper=True)} -> 10.30.0.22",
        f"build-agent-05 nic {mac('-')}",
    )
    r.add(
        "license_plate",
        f"firmabilen: {plate()}, parkering plats 14",
        f"hyrbil till GDC-resan, reg {plate()}",
    )
    r.add(
        "phone_number",
        f"NordHall jour: {phone()}, kundnummer {digits(6)}",
        f"larmbolaget (om larmet går): {phone()}, vi är kund {digits(7)}",
    )
    r.add(
        "postal_address",
        f"leveransadress devkits: Acme Games AB, Götgatan {secrets.randbelow(90) + 1}, 118 {digits(2)} Stockholm",
        f"fakturaadress: Box {digits(4)}, 103 {digits(2)} Stockholm",
    )
    r.add(
        "tracking_number",
        f"devkit-paketet: PostNord {pick('RR', 'UE', 'CE')}{digits(9)}SE",
        f"DHL waybill {digits(10)} for the XSX devkits from Dublin",
    )
    r.add(
        "unity_version_string",
        f"alla på 2022.3.{secrets.randbelow(50) + 10}f1 från måndag, changeset {hexs(12)}",
        f"Unity 6000.0.{secrets.randbelow(40) + 10}f1 (revision {hexs(12)}) breaks addressables, stay on LTS",
    )
    r.add(
        "unity_license_file_reference",
        "ULF-filen ligger i C:\\ProgramData\\Unity\\Unity_lic.ulf, kopiera den INTE mellan maskiner",
        "licensing server config: /etc/unity-licensing/services-config.json, license pool 'builds' (12 floating seats)",
    )
    r.add(
        "public_client_identifier",
        f"PlayFab title id {hexs(5).upper()} (den är publik, ligger i klienten)",
        f"EOS ProductId {hexs(32)}, SandboxId {hexs(32)}, DeploymentId {hexs(32)}",
    )
    r.add(
        "jenkins_job_url",
        f"https://jenkins.acme.internal/job/frostbound-main/{b}/console",
        f"blue ocean: https://jenkins.acme.internal/blue/organizations/jenkins/frostbound-ps5/detail/frostbound-ps5/{b - 5}/pipeline",
    )
    r.add(
        "wifi_network_info",
        f"studio wifi: SSID AcmeDev5G, kanal 36, BSSID {mac(upper=True)}, gäst-nätet heter AcmeGuest (lösen på whiteboarden i receptionen)",
        "devkits ska INTE på wifi, bara kabel på VLAN 30",
    )
    r.add(
        "door_code_change_notice",
        "Portkoden byts 1 april, nya skickas ut av Cissi på mail - inte i slack",
        "server room door code changed after the cleaning company incident, ask me in person",
        "larmkoden har 4 siffror + OFF-knappen, panelen piper om man tar mer än 30 s",
    )
    r.add(
        "steam_guard_device_note",
        "Steam Guard på acme_build_upload flyttad från min telefon till jourtelefonen 3/3. Revocation-koden på papper i kassaskåpet.",
        "steam guard codes are 5 chars and change every 30s, so don't paste them in slack, just call me",
    )
    r.add(
        "conference_discount_code",
        f"Nordic Game rabattkod för studion: NORDICGAME{secrets.randbelow(90) + 10}",
        f"Unite-biljetter: kampanjkod UNITE{rnd(UPPER, 3)}25 ger 20%",
    )
    r.add(
        "asset_tag",
        f"inventarie: ACME-IT-{digits(5)} (mac studio, build-agent-mac-2)",
        f"asset tags för nya servrarna: ACME-SRV-{digits(4)}, ACME-SRV-{digits(4)}, service tag {rnd(UPPER + DIGITS, 7)}",
    )
    r.add(
        "alarm_log_entry",
        f"larmloggen: 02:14 larm sektion 3, avlarmat 02:19 av användare {secrets.randbelow(20) + 1:02d} (städ)",
        f"alarm panel event {digits(6)}: door forced, server room, 23:51 - was me with the devkits",
    )
    return r


def main() -> None:
    write_corpora("make_heldout103.py", [
        ("heldout103_credentials.yaml", credentials(), "batch 103 (build/DevOps engineer at a Stockholm game studio, Swedish and English), written blind; every value synthetic"),
        ("heldout103_lookalikes.yaml", lookalikes(), "batch 103 look-alikes: changelists, build ids, Steam and Unity ids, hashes, crash ids, masked personnummer, references to secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
