# ruff: noqa: E501
"""Writes heldout315_credentials.yaml and heldout315_lookalikes.yaml: held-out batch 315.

Persona: a site reliability engineer in Tel Aviv who writes terse notes in Hebrew (Hebrew
script) mixed with English commands and config. He keeps Datadog API and app keys, PagerDuty
integration keys, AWS IAM access keys, a GitLab runner registration token, Terraform Cloud
tokens, the Grafana admin password, the MongoDB Atlas connection string, the reserve-duty
(miluim) unit's shared Wi-Fi, his Bank Hapoalim and Leumi app passwords and his Bit app PIN;
and many look-alikes: Datadog monitor ids, incident numbers, AWS account ids, ARNs, pod names,
image digests, masked Teudat Zehut numbers, IBANs, public keys, Grafana dashboard uids and
commit hashes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    basic,
    digits,
    groups,
    hexs,
    iban,
    kube_key_data,
    openssh_private,
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

WORDS = ["shaked", "tapuz", "kineret", "hermon", "sabra", "falafel", "gamal", "negev",
         "yarkon", "carmel", "tavor", "rimon", "zayit", "dekel", "arava", "galil"]


def dd_api() -> str:
    return hexs(32)


def dd_app() -> str:
    return hexs(40)


def pd_key() -> str:
    return hexs(32)


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def glrt() -> str:
    return "glrt-" + rnd(URLSAFE, 20)


def gr_token() -> str:
    return "GR1348941" + rnd(URLSAFE, 20)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def hvs() -> str:
    return "hvs." + rnd(ALNUM + "_-", 24)


def person_pw() -> str:
    return pick(
        f"{pick('Tapuz', 'Kineret', 'Hermon', 'Sabra', 'Yarkon')}{digits(4)}{pick('!', '@', '#', '$')}",
        f"{pick('noa', 'itay', 'maya', 'yoni')}{pick('_', '.', '')}{digits(2)}{pick('TLV', 'Jlm', 'Hfa')}{pick('!', '?', '*')}",
        pw(),
    )


def passphrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n)) + digits(2)


def pin(n: int) -> str:
    while True:
        p = digits(n)
        if len(set(p)) > 2:
            return p


def short_host() -> str:
    return pick("acme-prod", "acme-stg", "acme-data", "acme-core")


def atlas_host() -> str:
    return f"{short_host()}.{rnd(LOWER + DIGITS, 5)}.mongodb.net"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "datadog_api_key",
        f"DD_API_KEY של prod: {dd_api()}",
        f"datadog api key חדש (הישן בוטל אתמול) — {dd_api()}",
        f"לזכור: מפתח API של דאטאדוג לסביבת staging = {dd_api()}",
        f"helm upgrade datadog datadog/datadog --set datadog.apiKey={dd_api()} -n monitoring",
        f"מפתח דטאדוג לסביבת dr (לא להכניס לגיט!!) {dd_api()}",
        f"dd key לאג'נט על הבאסטיון\napi_key: {dd_api()}\ndd_url: https://dd-proxy.acme.internal",
    )
    r.add(
        "datadog_app_key",
        f"DD_APP_KEY={dd_app()}  # לסקריפט שמייצא מוניטורים",
        f"app key של דאטאדוג (terraform provider): {dd_app()}",
        f"דאטאדוג:\napi = {dd_api()}\napp = {dd_app()}",
        f"curl -H \"DD-API-KEY: {dd_api()}\" -H \"DD-APPLICATION-KEY: {dd_app()}\" https://dd-proxy.acme.internal/api/v1/monitor",
        f"appkey dd אישי שלי, לא לשתף: {dd_app()}",
    )
    r.add(
        "pagerduty_integration_key",
        f"PD integration key לשירות payments-api: {pd_key()}",
        f"routing_key של pagerduty (Events v2) לאלרטים מ-alertmanager: {pd_key()}",
        f"alertmanager.yml:\nreceivers:\n- name: pd-critical\n  pagerduty_configs:\n  - routing_key: {pd_key()}",
        f"מפתח אינטגרציה פייג'רדיוטי, שירות checkout  {pd_key()}",
        f"pd key ל-datadog integration (@pagerduty-sre-oncall) = {pd_key()}",
    )
    r.add(
        "pagerduty_api_token",
        f"PD REST api token (read-write) לסקריפט של התורנויות: {rnd(URLSAFE + '+', 20)}",
        f"export PAGERDUTY_TOKEN={rnd(URLSAFE + '+', 20)}",
        f"טוקן API של פייג'רדיוטי לטרהפורם: {rnd(URLSAFE + '+', 20)}",
        f"curl -H 'Authorization: Token token={rnd(URLSAFE + '+', 20)}' \"$PD_API/oncalls\"",
    )
    r.add(
        "aws_iam_access_key",
        f"IAM user ci-deployer:\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}",
        f"~/.aws/credentials\n[acme-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"מפתחות AWS של המשתמש שלי בחשבון dev — {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_REGION=eu-central-1",
        f"aws configure --profile backup → id {aws_key_id()} סוד {aws_secret()}",
        f"המפתח של s3-uploader (ישן, להחליף ברבעון): AKID {aws_key_id()} secret {aws_secret()}",
    )
    r.add(
        "gitlab_runner_registration_token",
        f"טוקן רישום ל-gitlab runner (ישן): {gr_token()}",
        f"gitlab-runner register --url https://gitlab.acme.internal --registration-token {gr_token()} --executor docker",
        f"runner חדש על k8s, authentication token: {glrt()}",
        f"values.yaml של gitlab-runner:\nrunnerToken: \"{glrt()}\"\ngitlabUrl: https://gitlab.acme.internal/",
        f"reg token לרנרים של הקבוצה platform — {glrt()}",
    )
    r.add(
        "gitlab_personal_access_token",
        f"glpat שלי (api, read_registry) פג ב-30.06: {glpat()}",
        f"GITLAB_TOKEN={glpat()}",
        f"git clone https://oauth2:{glpat()}@gitlab.acme.internal/sre/runbooks.git",
        f"טוקן gitlab לבוט של ה-MR-ים: {glpat()}",
    )
    r.add(
        "terraform_cloud_token",
        f"TFC user token: {tfc_token()}",
        f"~/.terraformrc\ncredentials \"tfe.acme.internal\" {{\n  token = \"{tfc_token()}\"\n}}",
        f"טוקן של ארגון acme ב-terraform cloud (team: sre) — {tfc_token()}",
        f"export TF_TOKEN_tfe_acme_internal={tfc_token()}",
        f"טרפורם קלאוד, טוקן ל-CI: {tfc_token()}",
    )
    r.add(
        "grafana_admin_password",
        f"grafana admin / {person_pw()}",
        f"סיסמת אדמין לגרפנה (grafana.acme.internal): {person_pw()}",
        f"grafana.ini\n[security]\nadmin_user = admin\nadmin_password = {person_pw()}",
        f"helm install grafana grafana/grafana --set adminPassword='{pw()}'",
        f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 22)}",
        f"גרפנה staging - משתמש admin סיסמה {person_pw()} (שיניתי אחרי האירוע)",
    )
    r.add(
        "grafana_service_account_token",
        f"service account token לגרפנה (לתבניות דשבורדים): {glsa()}",
        f"GRAFANA_AUTH={glsa()}",
        f"טוקן של grafana-provisioner: {glsa()}",
        f"curl -H 'Authorization: Bearer {glsa()}' https://grafana.acme.internal/api/search",
    )
    r.add(
        "mongodb_atlas_connection_string",
        f"mongodb+srv://app-rw:{rnd(ALNUM, 20)}@{atlas_host()}/orders?retryWrites=true&w=majority",
        f"אטלס prod:\nMONGO_URI=mongodb+srv://svc-orders:{rnd(ALNUM, 24)}@{atlas_host()}/?authSource=admin",
        f"connection string למונגו (read only, לאנליסטים): mongodb+srv://ro_analytics:{person_pw()}@{atlas_host()}/reports",
        f"mongosh \"mongodb+srv://{atlas_host()}/\" --username sre-admin --password '{pw()}'",
        f"atlas api key (org acme): public {rnd(LOWER, 8)} private {uid()}",
        f"מונגו אטלס - יוזר dbadmin סיסמה {rnd(ALNUM, 18)} , cluster {atlas_host()}",
    )
    r.add(
        "miluim_wifi_password",
        f"וויפי בבסיס (מילואים) — רשת Gdud-{digits(3)}-Mifkada, סיסמה {rnd(ALNUM, 10)}",
        f"wifi מילואים: SSID pluga-b  pass: {passphrase(3)}",
        f"סיסמה לוויפי של חמ\"ל הגדוד: {pick('Tzahal', 'Miluim', 'Shiryon', 'Totchan')}{digits(4)}{pick('!', '#', '')}",
        f"רשת מילואים\nשם: {pick('BattalionNet', 'Hamal_5G', 'Mifkada2')}\nסיסמא: {rnd(LOWER + DIGITS, 12)}",
        f"מילואים wifi - {pick('Pluga_G', 'Gdud_Guest')} / {passphrase(2, '')}",
        f"וויפי של הקרוואן במילואים {rnd(ALNUM, 8)}{digits(2)} (הקמב\"ץ ביקש לא להפיץ)",
    )
    r.add(
        "bank_hapoalim_password",
        f"בנק הפועלים אפליקציה: קוד משתמש {rnd(UPPER, 2)}{digits(5)} סיסמה {person_pw()}",
        f"פועלים - סיסמה חדשה {person_pw()}",
        f"Hapoalim app\nuser: {rnd(UPPER, 2)}{digits(5)}\npw: {pw()}",
        f"סיסמה לאתר של הפועלים (חשבון משותף עם נועה): {person_pw()}",
        f"הפועלים\nקוד מזהה: {rnd(UPPER, 2)}{digits(5)}\nסיסמה: {person_pw()}\nקוד SMS לא צריך לשמור",
        f"bank hapoalim login {rnd(UPPER, 2)}{digits(5)} / {person_pw()}",
    )
    r.add(
        "bank_leumi_password",
        f"לאומי: שם משתמש {pick('yonatanl', 'itay.sre', 'ybarak')}{digits(2)} סיסמה {person_pw()}",
        f"ססמה לאפליקציה של לאומי {person_pw()}",
        f"leumi pw = {pw()}",
        f"לאומי דיגיטל — סיסמא: {person_pw()}   (הקודמת נחסמה אחרי 3 נסיונות)",
        f"בנק לאומי (חשבון עסקי) — user {rnd(LOWER, 6)}{digits(3)}, password {person_pw()}, קוד מזהה {pin(6)}",
    )
    r.add(
        "bit_app_pin",
        f"קוד ביט: {pin(6)}",
        f"bit pin {pin(6)}",
        f"ביט של נועה (אם אני משלם ממכשיר שלה): {pin(6)}",
        f"הקוד הסודי של אפליקציית ביט השתנה ל-{pin(6)}",
        f"ביט - PIN {pin(6)} (של הטלפון הישן היה אחר)",
    )
    r.add(
        "ssh_private_key",
        f"המפתח של הבאסטיון (bastion.acme.internal):\n{openssh_private()}",
        f"deploy key פרטי לריפו של ה-ansible\n{openssh_private()}",
        f"~/.ssh/id_ed25519 מהלפטופ הישן\n{openssh_private()}",
    )
    r.add(
        "kubeconfig_client_key",
        f"kubeconfig של prod-eks, החלק של ה-user:\nusers:\n- name: sre-admin\n  user:\n    client-key-data: {kube_key_data()}",
        f"client-key-data לקלאסטר של ה-on-prem (k3s.acme.internal): {kube_key_data()}",
        f"kubectl config set-credentials breakglass --token={rnd(ALNUM, 6).lower()}.{rnd(LOWER + DIGITS, 16)}",
        f"טוקן של ה-service account ל-CI בקלאסטר staging:\n{pick('eyJhbGciOiJSUzI1NiIsImtpZCI6', 'eyJhbGciOiJSUzI1NiIsInR5cCI6')}{rnd(URLSAFE, 60)}.{rnd(URLSAFE, 200)}.{rnd(URLSAFE, 342)}",
    )
    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://billing:{rnd(ALNUM, 22)}@pg-billing.acme.internal:5432/billing?sslmode=require",
        f"פוסטגרס replica: psql \"host=pg-ro.acme.internal user=readonly password={person_pw()} dbname=events\"",
        f"סיסמת postgres superuser ב-RDS (acme-prod): {rnd(ALNUM, 24)}",
        f"pgbouncer userlist.txt\n\"app\" \"{rnd(ALNUM, 20)}\"",
    )
    r.add(
        "redis_password",
        f"redis-cli -h redis-sessions.acme.internal -a '{rnd(ALNUM, 32)}' --tls",
        f"requirepass {rnd(ALNUM + '!#', 28)}",
        f"סיסמה לרדיס של ה-cache: {rnd(ALNUM, 24)}",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.internal:6380/0",
    )
    r.add(
        "github_token",
        f"github PAT (classic) לסקריפט של ה-dependabot: {ghp()}",
        f"GH_TOKEN={ghp()}",
        f"טוקן github fine-grained לריפו infra-mirror: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"gh auth login --with-token <<< {ghp()}",
    )
    r.add(
        "vault_token",
        f"vault root token (רק ל-DR!!): {hvs()}",
        f"export VAULT_TOKEN={hvs()}",
        f"טוקן vault ל-approle של jenkins: {hvs()}",
        f"unseal keys של vault (3 מתוך 5):\n1: {rnd(ALNUM + '+/', 44)}\n2: {rnd(ALNUM + '+/', 44)}\n3: {rnd(ALNUM + '+/', 44)}",
    )
    r.add(
        "argocd_admin_password",
        f"argocd admin initial password: {rnd(ALNUM + '-_', 16)}",
        f"ארגו סי די - admin / {person_pw()}",
        f"argocd login argocd.acme.internal --username admin --password '{rnd(ALNUM, 16)}'",
    )
    r.add(
        "opsgenie_api_key",
        f"opsgenie api key (ישן, לפני המעבר לפייג'רדיוטי): {uid()}",
        f"GenieKey {uid()}",
        f"מפתח API של אופסג'יני לאינטגרציה של prometheus: {uid()}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF api token (Zone.DNS edit על acme.example): {rnd(URLSAFE, 40)}",
        f"export CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"טוקן קלאודפלייר ל-external-dns: {rnd(URLSAFE, 40)}",
        f"cloudflare global api key (לא להשתמש, רק חירום): {hexs(37)}",
    )
    r.add(
        "docker_registry_token",
        f"docker login -u acmesre -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"טוקן docker hub לפול של אימג'ים ב-CI: dckr_pat_{rnd(URLSAFE, 27)}",
        f"harbor robot account robot$ci-push סיסמה {rnd(ALNUM, 32)}",
        f"~/.docker/config.json\n\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('ci-push', rnd(ALNUM, 20))}\"}}}}",
    )
    r.add(
        "slack_bot_token",
        f"בוט סלאק של ה-oncall: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"סלאק app token ל-socket mode: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}",
    )
    r.add(
        "mfa_recovery_codes",
        f"קודי שחזור ל-AWS root (חשבון acme-prod):\n{recovery_codes(8, 'github')}",
        f"backup codes לגוגל של העבודה: {recovery_codes(5, 'digits')}",
        f"gitlab recovery codes\n{recovery_codes(6, 'plain')}",
        f"קודי גיבוי ל-2FA של github:\n{recovery_codes(10, 'github')}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf (הלפטופ לבית)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32",
        f"מפתח פרטי של wireguard לשרת בבית: {wg_key()}",
        f"wg privkey של ה-gateway ב-office: {wg_key()}",
    )
    r.add(
        "sops_age_secret_key",
        f"age key של sops (keys.txt):\n# created: 2024-11-03T09:12:44+02:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"המפתח הפרטי של age לריפו secrets-prod: {age_secret_key()}",
    )
    r.add(
        "elasticsearch_password",
        f"elastic / {rnd(ALNUM, 20)} (kibana.acme.internal)",
        f"סיסמת משתמש elastic ב-ES של הלוגים: {rnd(ALNUM + '*_', 20)}",
        f"filebeat.yml\noutput.elasticsearch:\n  hosts: [\"es.acme.internal:9200\"]\n  username: filebeat_writer\n  password: \"{rnd(ALNUM, 24)}\"",
    )
    r.add(
        "jenkins_api_token",
        f"jenkins api token של המשתמש sre-bot: 11{hexs(32)}",
        f"curl -u itay:11{hexs(32)} https://jenkins.acme.internal/job/deploy/build",
        f"טוקן ג'נקינס שלי {'11' + hexs(32)}",
    )
    r.add(
        "google_app_password",
        f"app password לג'ימייל (בשביל ה-smtp של alertmanager): {app_password()}",
        f"smtp_auth_password: '{app_password().replace(' ', '')}'",
        f"סיסמת אפליקציה לגוגל — {app_password()}",
    )
    r.add(
        "server_room_door_code",
        f"קוד לדלת של חדר השרתים בקומה 3: {pin(6)}#",
        f"קוד כניסה ל-colo (מדיקה, כלוב 14): {pin(6)} ואז *",
        f"הקוד לארון הרשת: {pin(4)}",
    )
    r.add(
        "sentry_auth_token",
        f"sentry auth token ל-sentry-cli (העלאת sourcemaps): sntryu_{hexs(64)}",
        f"SENTRY_AUTH_TOKEN=sntrys_{rnd(ALNUM, 150)}",
        f"טוקן של sentry (sentry.acme.internal) לאינטגרציה עם PD: {hexs(64)}",
    )
    r.add(
        "home_router_admin_password",
        f"ראוטר בבית (192.168.1.1) admin / {person_pw()}",
        f"סיסמת ניהול לראוטר של בזק: {rnd(ALNUM, 12)}",
        f"router: user=admin pass={pw()}  | wifi בבית בנפרד",
    )
    r.add(
        "aws_console_password",
        f"console login ל-acme-sandbox: user itay.sre סיסמה {pw()}",
        f"סיסמת root לחשבון ה-AWS האישי שלי: {person_pw()}",
        f"IAM user breakglass-admin, console pw {rnd(ALNUM + '!@#', 20)} (MFA אצל דני)",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY לבוט שמסכם פוסטמורטמים: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"מפתח openai לכלי ה-incident summarizer: sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"anthropic key לבוט סלאק: sk-ant-api03-{rnd(URLSAFE, 93)}AA",
    )
    return r


def arn_role() -> str:
    return f"arn:aws:iam::{aws_account()}:role/{pick('eks-node-role', 'ci-deployer', 'sre-readonly', 'BreakGlass')}"


def pd_id(prefix: str = "P") -> str:
    return prefix + rnd(UPPER + DIGITS, 6)


def dash_uid() -> str:
    return rnd(ALNUM, pick(9, 14))


def digest() -> str:
    return "sha256:" + hexs(64)


def commit() -> str:
    return hexs(40)


def tz_masked() -> str:
    return pick(f"*****{digits(4)}", f"XXX-XX-{digits(4)}", f"{digits(2)}*****{digits(2)}")


def il_iban() -> str:
    return iban("IL", pick("012", "010", "020", "011") + digits(3) + digits(13))


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "datadog_monitor_id",
        f"מוניטור של latency ב-checkout: {digits(9, True)}",
        f"https://acme.datadoghq.eu/monitors/{digits(9, True)}?view=spans",
        f"dd monitor {digits(8, True)} - להעלות threshold ל-800ms",
        f"terraform import datadog_monitor.api_5xx {digits(9, True)}",
        f"מוניטורים להשתיק בזמן המיגרציה: {digits(9, True)}, {digits(9, True)}, {digits(9, True)}",
    )
    r.add(
        "pagerduty_incident_number",
        f"אירוע PD #{digits(5, True)} — DB failover, פוסטמורטם ביום ראשון",
        f"incident {pd_id('Q')}{rnd(UPPER + DIGITS, 7)} (ack ב-03:12, resolved 04:40)",
        f"https://acme.pagerduty.com/incidents/{pd_id('Q')}{rnd(UPPER + DIGITS, 7)}",
        f"PD service id של payments-api: {pd_id()}, escalation policy {pd_id()}",
        f"תורנות: schedule {pd_id()} , אני בשבוע של ה-{secrets.randbelow(20) + 5}.{pick('03', '04', '05')}",
    )
    r.add(
        "aws_account_id",
        f"חשבון AWS prod: {aws_account()}, staging: {aws_account()}",
        f"aws sts get-caller-identity → Account {aws_account()}",
        f"חשבון ה-log-archive ב-org: {aws_account()}",
        f"assume role לחשבון {aws_account()} דרך SSO בלבד",
        f"aws_account_id = \"{aws_account()}\"  # terraform.tfvars של log-archive",
    )
    r.add(
        "aws_arn",
        f"role ל-IRSA של external-dns: {arn_role()}",
        f"arn:aws:s3:::acme-{pick('tf-state', 'logs', 'backups')}-{aws_account()}",
        f"arn:aws:kms:eu-central-1:{aws_account()}:key/{uid()}",
        f"ה-secret נמצא ב-arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:prod/mongo/app-rw-{rnd(ALNUM, 6)}",
        f"arn:aws:sns:eu-central-1:{aws_account()}:sre-alerts",
        f"trust policy: Principal {{\"AWS\": \"{arn_role()}\"}}",
    )
    r.add(
        "pod_name",
        f"ה-pod שנפל ב-OOM: {pod_name('payments-api')}",
        f"kubectl logs -n checkout {pod_name('checkout-worker')} --previous",
        f"kubectl exec -it {pod_name('mongo-backup')} -- sh",
        f"CrashLoopBackOff: {pod_name('ingest')}, {pod_name('ingest')}",
        f"{pod_name('grafana')}   1/1   Running   0   3d4h",
        f"ה-pod {pod_name('datadog-cluster-agent')} מחזיק leader lease",
    )
    r.add(
        "container_image_digest",
        f"אימג' שעבר סריקה: registry.acme.internal/payments-api@{digest()}",
        f"rollback ל-digest {digest()}",
        f"image: harbor.acme.internal/sre/toolbox@{digest()}",
        f"trivy: {digest()} — 0 critical, 2 high",
    )
    r.add(
        "container_id",
        f"docker ps → {hexs(12)}   nginx:1.27   Up 2 hours",
        f"containerd id של ה-sidecar שנתקע: {hexs(64)}",
        f"docker logs {hexs(12)} --tail 200",
    )
    r.add(
        "teudat_zehut_masked",
        f"ת.ז. בטופס של המילואים מופיעה כ-{tz_masked()}, לבדוק שזה שלי",
        f"ת\"ז {tz_masked()} (ממוסך בפורטל של ביטוח לאומי)",
        f"בטופס 101 שלחו ת.ז. {tz_masked()}",
        f"מספר זהות מסתיים ב-{digits(4)} (לזיהוי בטלפון מול הבנק)",
    )
    r.add(
        "israeli_iban",
        f"IBAN להעברה של שכר הדירה: {il_iban()}",
        f"חשבון לקבלת החזר מילואים: {il_iban()}",
        f"IBAN של ועד הבית {il_iban()} (סניף {digits(3, True)})",
        f"פרטי בנק להעברה מחו\"ל: {il_iban()}  SWIFT POALILIT",
        f"לאומי IBAN (בשביל החזר מס): {il_iban()}  BIC LUMIILITXXX",
    )
    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} itay@laptop",
        f"המפתח הציבורי שלי ל-authorized_keys בבאסטיון:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} itay@acme",
        f"deploy key (public) לריפו runbooks: ssh-rsa {ssh_pub('ssh-rsa', 270)} gitlab-deploy",
        f"host key של bastion.acme.internal: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
    )
    r.add(
        "ssh_key_fingerprint",
        f"fingerprint של המפתח שלי: SHA256:{rnd(ALNUM + '+/', 43)}",
        f"The authenticity of host 'bastion.acme.internal' ... ED25519 key fingerprint is SHA256:{rnd(ALNUM + '+/', 43)}",
        f"GPG key fingerprint (לחתימת commits): {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "grafana_dashboard_uid",
        f"דשבורד SLO: https://grafana.acme.internal/d/{dash_uid()}/slo-overview?orgId=1",
        f"grafana uid של דשבורד ה-k8s nodes: {dash_uid()}",
        f"\"uid\": \"{dash_uid()}\",  # לא לשנות, יש לינקים מה-runbook",
        f"פאנל latency: /d/{dash_uid()}/payments?viewPanel={secrets.randbelow(40) + 1}",
    )
    r.add(
        "git_commit_hash",
        f"הבאג נכנס ב-commit {commit()}",
        f"git revert {commit()[:pick(7, 8, 12)]}",
        f"גרסה שרצה ב-prod: {commit()[:7]} (tag v{secrets.randbelow(5) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(10)})",
        f"git cherry-pick {commit()[:10]} {commit()[:10]}",
        f"MR !{digits(4, True)} merged as {commit()}",
        f"diff בין {commit()[:8]}..{commit()[:8]} — רק values.yaml השתנה",
    )
    r.add(
        "vault_path_reference",
        "המפתח של דאטאדוג ב-vault: secret/data/prod/datadog (שדה api_key)",
        f"vault kv get -field=password kv/{pick('prod', 'staging')}/grafana/admin",
        "הסיסמה של מונגו נמצאת ב-vault תחת kv/prod/mongo/app-rw, לא בקוד",
        f"vault read aws/creds/ci-deployer  # מנפיק מפתח זמני ל-{pick('15m', '1h')}",
        "path \"secret/data/prod/*\" {\n  capabilities = [\"read\", \"list\"]\n}",
    )
    r.add(
        "ci_secret_reference",
        "env:\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}\n  DD_APP_KEY: ${{ secrets.DD_APP_KEY }}",
        "ב-gitlab: משתנה TF_TOKEN_tfe_acme_internal מוגדר masked+protected ברמת הקבוצה",
        "aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\naws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "variables:\n  PAGERDUTY_ROUTING_KEY: $PD_ROUTING_KEY  # מוגדר ב-CI/CD settings",
        "להוסיף ל-GitHub secrets את MONGODB_URI לפני ה-merge",
    )
    r.add(
        "env_var_placeholder",
        "export DD_API_KEY=\"$(vault kv get -field=api_key secret/prod/datadog)\"",
        "MONGO_URI=mongodb+srv://app-rw:${MONGO_PASSWORD}@acme-prod.xxxxx.mongodb.net/orders",
        "grafana:\n  adminPassword: <from-secret>\n  admin:\n    existingSecret: grafana-admin\n    passwordKey: admin-password",
        "DATABASE_URL=postgres://billing:<PASSWORD>@pg-billing.acme.internal:5432/billing",
        "aws_secret_access_key = REPLACE_ME",
    )
    r.add(
        "k8s_secret_reference",
        "env:\n- name: REDIS_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: redis-auth\n      key: password",
        "kubectl get secret grafana-admin -n monitoring -o yaml  # רק לבדוק שה-key קיים",
        "ExternalSecret: remoteRef key=prod/datadog property=api_key → secret datadog-keys",
        f"kubectl create secret generic dd-keys --from-literal=api-key=\"$DD_API_KEY\" -n {pick('monitoring', 'datadog')}",
    )
    r.add(
        "masked_secret",
        f"ה-API key של דאטאדוג שבוטל מסתיים ב-...{hexs(4)}",
        f"AKIA************{rnd(UPPER + DIGITS, 4)} — המפתח שמופיע ב-access advisor, למחוק",
        f"glpat-****************{rnd(ALNUM, 4)} פג תוקף אתמול",
        f"PD integration key: ••••••••••••{hexs(4)} (מוצג ככה ב-UI)",
        "DD_API_KEY=********************************",
    )
    r.add(
        "password_rotation_note",
        "להחליף סיסמת אדמין בגרפנה אחרי שעומר עזב — עד סוף החודש",
        "רוטציה למפתחות AWS של ci-deployer כל 90 יום, הבאה ב-12.09",
        "בנק לאומי ביקש להחליף סיסמה, עשיתי, החדשה במנהל הסיסמאות",
        "סיסמת הוויפי במילואים השתנתה, הקמב\"ץ שולח בוואטסאפ של הפלוגה",
        "קוד ביט — אותו קוד כמו של הכספת, לא לכתוב פה",
        "לבקש מ-security לבטל את ה-PD integration key הישן של checkout אחרי שה-routing החדש עובד",
    )
    r.add(
        "password_policy_setting",
        "IAM password policy: MinimumPasswordLength=14, RequireSymbols=true, MaxPasswordAge=90",
        "grafana: disable_login_form = false, oauth_auto_login = true",
        "mongodb atlas: הסיסמה של יוזרים חייבת להיות לפחות 12 תווים, SCRAM-SHA-256",
        "password_reuse_prevention: 24\nhard_expiry: false",
    )
    r.add(
        "token_ttl_setting",
        "vault: default_lease_ttl=768h, max_lease_ttl=8760h, token_ttl=1h",
        "terraform cloud team token — expires_at: 2025-12-31 (לבדוק בנובמבר)",
        f"gitlab runner: token_expires_at 2025-0{secrets.randbelow(9) + 1}-15, check_interval = 3",
        "argocd: timeout.reconciliation: 180s, users.session.duration: 24h",
    )
    r.add(
        "terraform_cloud_ids",
        f"workspace id של infra-prod: ws-{rnd(ALNUM, 16)}",
        f"run נכשל: https://tfe.acme.internal/app/acme/workspaces/infra-prod/runs/run-{rnd(ALNUM, 16)}",
        f"organization acme, project prj-{rnd(ALNUM, 16)}",
        f"state version sv-{rnd(ALNUM, 16)} (לפני ה-apply ששבר את ה-SG)",
    )
    r.add(
        "aws_resource_id",
        f"i-0{hexs(16)} ב-eu-central-1b, ה-node שנפל",
        f"sg-0{hexs(16)} פתוח ל-443 מה-ALB בלבד",
        f"vpc-0{hexs(16)} / subnet-0{hexs(16)}",
        f"AMI של ה-EKS nodes: ami-0{hexs(16)}",
        f"snapshot לפני השדרוג: snap-0{hexs(16)}",
    )
    r.add(
        "trace_and_request_id",
        f"trace_id={hexs(32)} span_id={hexs(16)}",
        f"request id מה-ALB: Root=1-{hexs(8)}-{hexs(24)}",
        f"x-request-id: {uid()} — הלקוח התלונן על 502",
        f"dd trace {digits(19, True)} מראה 4s ב-mongo",
    )
    r.add(
        "incident_doc_link",
        f"פוסטמורטם: https://wiki.acme.internal/pages/{uid()}/incident-{digits(4, True)}",
        f"https://docs.acme.example/d/{rnd(URLSAFE, 44)}/edit — runbook ל-failover",
        f"ג'ירה SRE-{digits(4, True)} + INC-{digits(5, True)}",
        f"statuspage incident {rnd(LOWER + DIGITS, 12)} נסגר",
    )
    r.add(
        "public_client_key",
        f"datadog RUM clientToken: pub{hexs(32)}, applicationId: {uid()}",
        f"DD RUM (frontend, ציבורי בכוונה): clientToken pub{hexs(32)}",
        f"api key id (לא המפתח עצמו) בדאטאדוג: {uid()}",
        f"OAuth client_id של grafana ב-Okta: 0oa{rnd(ALNUM, 17)}",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.66.0.0/24",
        f"ה-public key של הטלפון ב-wg: {wg_key()}",
        f"wg show → peer: {wg_key()}  latest handshake: 1 minute ago",
    )
    r.add(
        "age_public_recipient",
        f".sops.yaml\ncreation_rules:\n  - path_regex: prod/.*\\.yaml\n    age: {age_public_key()}",
        f"age recipient של CI: {age_public_key()}",
        f"sops --encrypt --age {age_public_key()} values.prod.yaml > values.prod.enc.yaml",
    )
    r.add(
        "sops_encrypted_value",
        f"password: ENC[AES256_GCM,data:{rnd(ALNUM + '+/', 24)}=,iv:{rnd(ALNUM + '+/', 43)}=,tag:{rnd(ALNUM + '+/', 22)}==,type:str]",
        f"api_key: ENC[AES256_GCM,data:{rnd(ALNUM + '+/', 44)},iv:{rnd(ALNUM + '+/', 43)}=,tag:{rnd(ALNUM + '+/', 22)}==,type:str]",
        f"sops:\n  lastmodified: \"2025-02-11T08:14:02Z\"\n  mac: ENC[AES256_GCM,data:{rnd(ALNUM + '+/', 88)},type:str]",
    )
    r.add(
        "tls_certificate_info",
        f"cert של *.acme.example — serial {groups(hexs(32).upper(), 2, ':')}",
        f"SHA-256 fingerprint של ה-CA הפנימי: {groups(hexs(64).upper(), 2, ':')}",
        f"cert-manager: Certificate api-tls, secretName api-tls, renew ב-{secrets.randbelow(28) + 1}.{pick('07', '08', '09')}",
    )
    r.add(
        "package_tracking_number",
        f"משלוח מ-AliExpress (ה-YubiKey החדש): {pick('LP', 'RR', 'CN')}{digits(9)}{pick('CN', 'IL', 'SG')}",
        f"מספר מעקב דואר ישראל: RR{digits(9)}IL",
        f"הזמנה באמזון {digits(3)}-{digits(7)}-{digits(7)} — כבלים לארון",
    )
    r.add(
        "bank_transfer_reference",
        f"אסמכתא להעברה בביט: {digits(9, True)}",
        f"בנק הפועלים - מספר אסמכתא {digits(8, True)} (העברה לשמאי)",
        f"לאומי: חשבון {digits(3, True)}-{digits(6, True)}/{digits(2)}, לתשלום ארנונה",
        f"הוראת קבע {digits(7, True)} לוועד הבית",
    )
    r.add(
        "helm_chart_checksum",
        f"datadog chart {secrets.randbelow(3) + 3}.{secrets.randbelow(90)}.{secrets.randbelow(9)} digest {digest()}",
        f"Chart.lock\ndependencies:\n- name: redis\n  version: 19.{secrets.randbelow(9)}.{secrets.randbelow(9)}\ndigest: {digest()}",
        f"terraform lock: h1:{rnd(ALNUM + '+/', 43)}=",
    )
    r.add(
        "datadog_dashboard_and_slo_id",
        f"דשבורד on-call בדאטאדוג: https://acme.datadoghq.eu/dashboard/{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}",
        f"SLO id של checkout availability: {hexs(32)}",
        f"notebook של הפוסטמורטם: {digits(7, True)}, synthetics test {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}",
    )
    r.add(
        "kubernetes_object_uid",
        f"metadata.uid של ה-PVC שנמחק: {uid()}",
        f"ownerReferences:\n- kind: ReplicaSet\n  name: {pod_name('api').rsplit('-', 1)[0]}\n  uid: {uid()}",
        f"PV pvc-{uid()} ב-gp3, 200Gi, Released",
    )
    r.add(
        "miluim_unit_details",
        f"מילואים: מספר אישי {digits(7, True)}, צו {digits(8, True)}",
        "וויפי בבסיס — רשת Gdud-Mifkada, הסיסמה רשומה על הלוח בחמ\"ל",
        f"טופס 3010 מספר {digits(6, True)} להחזר נסיעות",
    )
    return r


def main() -> None:
    write_corpora("make_heldout315.py", [
        ("heldout315_credentials.yaml", credentials(), "Held-out batch 315: a Tel Aviv SRE's Hebrew notes holding Datadog, PagerDuty, AWS, GitLab, Terraform Cloud, Grafana, MongoDB Atlas, bank and Bit credentials"),
        ("heldout315_lookalikes.yaml", lookalikes(), "Held-out batch 315: the same SRE's Hebrew notes with monitor ids, incidents, ARNs, pods, digests, masked ids, IBANs, public keys and secret references, none a secret"),
    ])


if __name__ == "__main__":
    main()
