# ruff: noqa: E501
"""Writes heldout319_credentials.yaml and heldout319_lookalikes.yaml: held-out batch 319.

Persona: a DevOps engineer at a Czech e-shop in Brno who writes his notes in Czech, with and
without diacritics, mixed with English tech terms. He keeps the GoPay and Comgate API secrets,
the Shoptet and Heureka API tokens, Kubernetes service account tokens, Ansible Vault
passwords, the PostgreSQL replication password, the Sentry DSN with its secret, a Fio banka
API token, the company's datová schránka login and the server room door code; and many
look-alikes: IČO and DIČ numbers, order ids, variabilní symbol payment references, Zásilkovna
tracking numbers, commit hashes, image digests, pod names, Kubernetes UIDs, public GPG keys and
IBANs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

CZ_WORDS = [
    "kolo", "pivo", "hrad", "slunce", "vlak", "šnek", "brambora", "jablko", "tramvaj",
    "Špilberk", "kašna", "oheň", "strom", "krtek", "knedlík", "Petrov", "řeka", "Svratka",
    "mlýn", "sova", "lípa", "zámek", "kočka", "vítr", "čaj", "Lužánky", "Šalina", "hruška",
]


def cz_phrase(n: int = 4, sep: str = "-") -> str:
    """A passphrase of Czech words with a number in it."""
    return phrase(CZ_WORDS, n, sep) + sep + digits(2)


def ico() -> str:
    """A Czech company id (IČO): seven digits and a mod-11 check digit."""
    body = digits(7, lead=True)
    total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True))
    return body + str((11 - total % 11) % 10)


def cz_account() -> str:
    """A Czech account number (the part before the bank code) that passes the mod-11 test."""
    weights = (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)
    while True:
        number = digits(10, lead=True)
        if sum(int(c) * w for c, w in zip(number, weights, strict=True)) % 11 == 0:
            return number


def cz_iban(bank: str = "2010", spaced: bool = True) -> str:
    return iban("CZ", bank + "000000" + cz_account(), spaced)


def vs() -> str:
    """A variabilní symbol: up to ten digits, here an order number."""
    return pick("2025", "2024") + digits(pick(4, 5, 6))


def order_no() -> str:
    return pick("2025", "2024") + digits(5)


def goid() -> str:
    return "8" + digits(9)


def gopay_client_id() -> str:
    return digits(10, lead=True)


def gopay_secret() -> str:
    return rnd(ALNUM, 8)


def comgate_merchant() -> str:
    return digits(6, lead=True)


def comgate_secret() -> str:
    return rnd(ALNUM, 32)


def comgate_trans_id() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(3))


def shoptet_token() -> str:
    return f"{digits(6, lead=True)}-p-{digits(6, lead=True)}-{rnd(LOWER + DIGITS, 32)}"


def fio_token() -> str:
    return rnd(ALNUM, 64)


def isds_login() -> str:
    return rnd(LOWER + DIGITS, 6)


def ds_id() -> str:
    """The public id of a data box (datová schránka): seven characters."""
    return rnd("abcdefghijkmnpqrstuvwxyz23456789", 7)


def sa_token(namespace: str, account: str) -> str:
    """A Kubernetes service account token: an RS256 JWT signed by the API server."""
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": 1_760_000_000 + secrets.randbelow(10_000_000),
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {
            "namespace": namespace,
            "serviceaccount": {"name": account, "uid": uid()},
        },
        "sub": f"system:serviceaccount:{namespace}:{account}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def grafana_sa_token() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def vault_token() -> str:
    return "hvs." + rnd(ALNUM, 24)


def door_code(n: int = 4) -> str:
    return digits(n, lead=True)


def hex_upper(n: int) -> str:
    return hexs(n).upper()


def pgp_block() -> str:
    return (
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
        + pem_body(5)
        + f"\n={rnd(ALNUM, 4)}\n-----END PGP PUBLIC KEY BLOCK-----"
    )


def vault_blob(lines: int = 5, indent: str = "") -> str:
    return "\n".join(indent + hexs(80) for _ in range(lines))


def date() -> str:
    return f"{secrets.randbelow(28) + 1}. {secrets.randbelow(12) + 1}. {pick(2024, 2025)}"


def credentials() -> Rows:
    r = Rows()

    cid, cs = gopay_client_id(), gopay_secret()
    r.add(
        "gopay_client_secret",
        f"GoPay produkce: GoID {goid()}, ClientID {cid}, ClientSecret {cs} — nedávat do gitu!",
        f"gopay sandbox\nclient_id={gopay_client_id()}\nclient_secret={gopay_secret()}\ngoid={goid()}",
        f"GOPAY_CLIENT_ID={gopay_client_id()}\nGOPAY_CLIENT_SECRET={gopay_secret()}",
        f"Pripomen mi: nove GoPay secret po rotaci je {gopay_secret()} (client id zustava {cid})",
        f"gopay:\n  goid: {goid()}\n  clientId: \"{gopay_client_id()}\"\n  clientSecret: \"{gopay_secret()}\"\n  isProductionMode: true",
    )

    r.add(
        "comgate_api_secret",
        f"Comgate merchant {comgate_merchant()}, secret {comgate_secret()} (test=false)",
        f"curl -X POST https://comgate-proxy.acme.internal/v1.0/create -d 'merchant={comgate_merchant()}&secret={comgate_secret()}&price=19900&curr=CZK&label=Objednavka&refId={order_no()}&method=ALL'",
        f"COMGATE_MERCHANT={comgate_merchant()}\nCOMGATE_SECRET={comgate_secret()}",
        f"comgate heslo pro API (ne do administrace!!): {comgate_secret()}",
        f"Comgate – nový secret z klientského portálu: {comgate_secret()}, starý {comgate_secret()} přestane fungovat v pátek",
    )

    r.add(
        "shoptet_api_token",
        f"Shoptet private API token pro acme-eshop: {shoptet_token()}",
        f"curl -H 'Shoptet-Private-API-Token: {shoptet_token()}' -H 'Content-Type: application/vnd.shoptet.v1.0' https://shoptet-proxy.acme.internal/api/orders?page=1",
        f"SHOPTET_API_TOKEN={shoptet_token()}  # addon sync-skladu",
        f"token do shoptetu (OAuth access token naseho doplnku): {rnd(LOWER + DIGITS, 40)}",
        f"shoptet\n  shop id: {digits(6, lead=True)}\n  api token: {shoptet_token()}",
    )

    r.add(
        "heureka_api_key",
        f"Heureka Ověřeno zákazníky – tajný klíč: {hexs(32)}",
        f"heureka api key {hexs(32)} (feed dostupnosti + objednavky)",
        f"HEUREKA_API_KEY={hexs(32)}",
        f"Heureka Marketplace: shop id {digits(5, lead=True)}, API token {rnd(ALNUM, 40)}",
    )

    r.add(
        "kubernetes_service_account_token",
        f"token pro CI deployer SA v ns eshop-prod:\n{sa_token('eshop-prod', 'ci-deployer')}",
        f"kubectl --server=https://k8s.acme.internal:6443 --token={sa_token('eshop-prod', 'gitlab-deployer')} get pods -n eshop-prod",
        f"users:\n- name: deployer\n  user:\n    token: {sa_token('eshop-stage', 'deployer')}",
        f"grafana k8s datasource – bearer token: {sa_token('monitoring', 'grafana-reader')}",
        f"curl -k -H \"Authorization: Bearer {sa_token('kube-system', 'backup-operator')}\" https://k8s.acme.internal:6443/api/v1/namespaces",
    )

    r.add(
        "ansible_vault_password",
        f"ansible vault heslo (group_vars/prod): {cz_phrase()}",
        f"~/.vault_pass.txt obsahuje: {pw()}",
        f"vault id prod@prompt -> heslo {cz_phrase(5)}, vault id staging -> {pw()}",
        f"ANSIBLE_VAULT_PASSWORD={rnd(ALNUM, 24)} v CI (GitLab masked var) – kdyby se ztratil, tady je záloha",
        f"ansible-vault view host_vars/db1.yml, heslo k vaultu: {cz_phrase(3, ' ')}",
    )

    r.add(
        "postgres_replication_password",
        f"primary_conninfo = 'host=db1.acme.internal port=5432 user=replicator password={rnd(ALNUM, 24)} application_name=db2'",
        f"pg replikace: user replicator / {pw()}",
        f".pgpass na db2:\ndb1.acme.internal:5432:replication:replicator:{rnd(ALNUM, 20)}",
        f"CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '{pw()}';",
        f"patroni.yml:\n  authentication:\n    replication:\n      username: replicator\n      password: {rnd(ALNUM, 28)}",
    )

    r.add(
        "sentry_dsn_with_secret",
        f"SENTRY_DSN=https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/4",
        f"sentry dsn (starý formát i se secretem) pro php backend: https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/7",
        f"Sentry auth token pro upload sourcemap: sntryu_{hexs(64)}",
        f"raven config:\n  dsn: 'https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/2'",
    )

    r.add(
        "fio_api_token",
        f"Fio API token (jen čtení, hlavní účet): {fio_token()}",
        f"curl https://fio-proxy.acme.internal/v1/rest/last/{fio_token()}/transactions.json",
        f"FIO_TOKEN={fio_token()}",
        f"token k fio bance pro parovani plateb — {fio_token()} (platny do {date()})",
        f"Fio: nový token s právem ZADÁVAT platby! {fio_token()} – opatrně s tím",
    )

    r.add(
        "datova_schranka_login",
        f"Datová schránka firmy: uživatel {isds_login()}, heslo {pw()}",
        f"ISDS login {isds_login()} / {pw()} (ID schranky {ds_id()} – to je verejne)",
        f"datovka:\njmeno {isds_login()}\nheslo {pw()}\nSMS kod jde na firemni mobil",
        f"DS přihlášení – login: {isds_login()}, pwd: {cz_phrase(3)}",
        f"heslo do datovky jsem zmenil na {pw()} (login porad {isds_login()})",
    )

    r.add(
        "server_room_door_code",
        f"kód do serverovny: {door_code()}#",
        f"serverovna 2.NP – dveře {door_code(6)}, alarm {door_code()}",
        f"Kod od rackovny (Vlnena) je {door_code()}*, plati od pondeli",
        f"server room door code: {door_code(5)} (klíčová schránka {door_code()})",
        f"vstup do serverovny: karta + PIN {door_code()}",
    )

    r.add(
        "packeta_api_password",
        f"Zásilkovna API heslo: {hexs(32)} (API klíč {hexs(16)})",
        f"PACKETA_API_PASSWORD={hexs(32)}",
        f"<createPacket>\n  <apiPassword>{hexs(32)}</apiPassword>\n  <packetAttributes>…</packetAttributes>\n</createPacket>",
        f"packeta api pass {hexs(32)}",
    )

    r.add(
        "gitlab_token",
        f"gitlab PAT (scope api, read_registry): {glpat()}",
        f"deploy token pro registry: user gitlab+deploy-token-{digits(3, lead=True)}, heslo gldt-{rnd(URLSAFE, 20)}",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
        f"GITLAB_TOKEN={glpat()}",
        f"git clone https://oauth2:{glpat()}@gitlab.acme.internal/eshop/infra.git",
    )

    reg_user, reg_pw = "robot$ci-push", rnd(ALNUM, 32)
    r.add(
        "docker_registry_password",
        f"docker login registry.acme.internal -u 'robot$ci-push' -p {rnd(ALNUM, 32)}",
        f"Harbor robot účet robot$eshop+deployer, secret {rnd(ALNUM, 32)}",
        f"~/.docker/config.json:\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic(reg_user, reg_pw)}\"}}}}}}",
        f"imagePullSecret pro eshop-prod, heslo do registry: {pw()}",
    )

    r.add(
        "redis_password",
        f"redis.conf:\nbind 10.0.2.15\nrequirepass {rnd(ALNUM, 32)}",
        f"REDIS_URL=redis://:{rnd(ALNUM, 24)}@redis.acme.internal:6379/0",
        f"redis-cli -h cache.acme.internal -a '{pw()}' ping",
        f"heslo na redis (sessions kosiku): {pw()}",
    )

    r.add(
        "rabbitmq_credentials",
        f"AMQP_DSN=amqp://eshop:{rnd(ALNUM, 20)}@rabbit.acme.internal:5672/%2Fprod",
        f"RabbitMQ admin (management UI :15672) admin / {pw()}",
        f"rabbitmqctl add_user worker '{pw()}'",
        f".erlang.cookie na všech nodech: {rnd(UPPER, 20)}",
    )

    r.add(
        "mysql_connection_string",
        f"define( 'DB_PASSWORD', '{pw()}' );  // wp-config blogu",
        f"mysql -h blog-db.acme.internal -u wp -p'{rnd(ALNUM, 16)}' wordpress",
        f"DATABASE_URL=mysql://wp:{rnd(ALNUM, 18)}@blog-db.acme.internal:3306/wordpress",
        f"blog DB: wp / {pw()}",
    )

    r.add(
        "smtp_password",
        f"SMTP pro transakční maily: smtp.acme.test:587, user noreply@acme-eshop.test, heslo {pw()}",
        f"MAILER_DSN=smtp://noreply%40acme-eshop.test:{rnd(ALNUM, 20)}@smtp.acme.test:587",
        f"SendGrid API key (newsletter): {sendgrid_key()}",
        f"/etc/postfix/sasl_passwd:\n[smtp.acme.test]:587 noreply@acme-eshop.test:{pw()}",
    )

    r.add(
        "cloudflare_api_token",
        f"CF API token (Zone.DNS edit, acme-eshop.test): {rnd(URLSAFE, 40)}",
        f"cert-manager secret cloudflare-api-token:\n  stringData:\n    api-token: {rnd(URLSAFE, 40)}",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"cloudflare global api key {hexs(37)}, email devops@acme-eshop.test",
    )

    r.add(
        "hetzner_api_token",
        f"hcloud token (projekt eshop-prod, read/write): {rnd(ALNUM, 64)}",
        f"export HCLOUD_TOKEN={rnd(ALNUM, 64)}",
        f"terraform.tfvars:\nhcloud_token = \"{rnd(ALNUM, 64)}\"",
        f"hetzner robot webservice: user #ws+{rnd(ALNUM, 8)} heslo {pw()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\nDNS = 10.66.0.1",
        f"wg privátní klíč notebooku: {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})",
        f"VPN do kanclu – můj private key {wg_key()}, public je {wg_key()}",
    )

    r.add(
        "ssh_private_key",
        f"deploy klíč pro ansible (~/.ssh/ansible_deploy):\n{openssh_private()}",
        f"id_ed25519 ze záložního serveru:\n{openssh_private()}",
        f"GitLab deploy key (read-only) privátní část\n{openssh_private()}",
    )

    r.add(
        "kubeconfig_client_key",
        f"users:\n- name: admin@eshop-prod\n  user:\n    client-certificate-data: {b64(pem('CERTIFICATE', 3).encode())}\n    client-key-data: {kube_key_data()}",
        f"admin kubeconfig – client-key-data: {kube_key_data()}",
        f"apiserver-etcd-client.key (zaloha z control plane):\n{pem('RSA PRIVATE KEY', 6)}",
    )

    r.add(
        "s3_backup_keys",
        f"S3 zálohy (bucket acme-eshop-backup): access key {aws_key_id()} secret {aws_secret()}",
        f"~/.aws/credentials\n[backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"minio na zalohy: MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
    )

    r.add(
        "restic_repository_password",
        f"restic heslo k repu s3:minio.acme.internal/zalohy: {cz_phrase(5)}",
        f"RESTIC_PASSWORD='{pw()}'",
        f"zálohy DB (restic) – heslo k repozitáři {cz_phrase(4, ' ')}; bez něj se zálohy neobnoví!!",
        f"borg passphrase pro /srv/backup: {rnd(ALNUM, 32)}",
    )

    r.add(
        "hashicorp_vault_token",
        f"vault root token: {vault_token()}",
        "unseal klíče (3 z 5):\n" + "\n".join(f"Unseal Key {i}: {b64(secrets.token_bytes(33))}" for i in (1, 2, 3)),
        f"export VAULT_TOKEN={vault_token()}  # pro terraform apply",
        f"approle pro eshop-api: role_id {uid()}, secret_id {uid()}",
    )

    r.add(
        "grafana_credentials",
        f"grafana admin / {pw()}",
        f"Grafana service account token (export dashboardu): {grafana_sa_token()}",
        f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 20)}",
        f"curl -H 'Authorization: Bearer {grafana_sa_token()}' https://grafana.acme.internal/api/search",
    )

    r.add(
        "argocd_admin_password",
        f"argocd initial admin heslo: {rnd(URLSAFE, 16)}",
        f"argocd login argocd.acme.internal --username admin --password '{pw()}'",
        "ArgoCD API token pro gitlab CI: " + jwt({"iss": "argocd", "sub": "ci:apiKey", "nbf": 1_735_000_000, "iat": 1_735_000_000, "jti": uid()}),
    )

    r.add(
        "two_factor_recovery_codes",
        "GitLab recovery codes:\n" + "\n".join(hexs(16) for _ in range(10)),
        "GitHub recovery codes (účet eshop-bot):\n" + recovery_codes(8, "github"),
        "záložní kódy Cloudflare 2FA: " + " ".join(rnd(LOWER + DIGITS, 10) for _ in range(6)),
        f"TOTP seed pro sdílený Shoptet admin účet: {groups(rnd(BASE32, 32), 4)}",
    )

    r.add(
        "office_wifi_password",
        f"wifi kancl: SSID ACME-Office, heslo {pw()}",
        f"Wi-Fi pro hosty ACME-Guest heslo: {cz_phrase(3, '')}",
        f"WIFI:T:WPA;S:ACME-Sklad;P:{rnd(ALNUM, 16)};;",
        f"sklad wifi (tiskárny štítků) psk: {pw()}",
    )

    r.add(
        "telegram_bot_token",
        f"alertmanager telegram bot token: {telegram_token()}, chat_id -100{digits(10, lead=True)}",
        f"telegram_configs:\n  - bot_token: '{telegram_token()}'\n    chat_id: -100{digits(10, lead=True)}",
        f"TG bot @acme_alerts_bot token {telegram_token()}",
        f"curl 'https://tg-proxy.acme.internal/bot{telegram_token()}/sendMessage?chat_id=-100{digits(10, lead=True)}&text=test'",
    )

    es_pw = pw()
    r.add(
        "elasticsearch_basic_auth",
        f"elastic superuser heslo: {pw()}",
        f"Authorization: Basic {basic('elastic', es_pw)}",
        f"ES_URL=https://elastic:{rnd(ALNUM, 20)}@es.acme.internal:9200",
        f"kibana_system heslo {rnd(ALNUM, 20)} (nastaveno přes elasticsearch-reset-password)",
    )

    r.add(
        "lte_router_sim_pin",
        f"SIM v LTE záložním routeru: PIN {door_code()}, PUK {digits(8)}",
        f"pin k sim (datovka O2 v racku): {door_code()}",
        f"Teltonika RUT – admin heslo {pw()}, SIM PIN {door_code()}",
        f"PIN {door_code()} / PUK {digits(8)} – nova SIM do modemu pro SMS alerty",
    )

    r.add(
        "sops_age_key",
        f"# created: 2025-02-11T09:14:02+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age klíč pro sops (prod): {age_secret_key()}",
        f"kubectl create secret generic sops-age -n argocd --from-literal=keys.txt={age_secret_key()}",
    )

    r.add(
        "laptop_disk_passphrase",
        f"LUKS heslo notebooku: {cz_phrase(5, ' ')}",
        f"BitLocker recovery key (Win notebook kvuli Pohode): {bitlocker_key()}",
        f"heslo k sifrovanemu disku na zalohy: {pw()}",
    )

    r.add(
        "github_package_token",
        f"renovate bot GitHub token: ghp_{rnd(ALNUM, 36)}",
        f"npm token pro privatni balicky (@acme): npm_{rnd(ALNUM, 36)}",
        f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"GH fine-grained PAT (jen repo eshop-frontend): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    i1, i2 = ico(), ico()
    r.add(
        "company_ico_dic",
        f"IČO: {i1}, DIČ: CZ{i1}",
        f"fakturační údaje: ACME e-shop s.r.o., Vlněna 5, 602 00 Brno, ICO {i2}, DIC CZ{i2}",
        f"dopravce (svoz balíků) – IČ {ico()}",
        f"do Heureka profilu vyplnit ICO {ico()}",
        f"DIC CZ{ico()} — platce DPH od 2021, kontrola v ARES ok",
    )

    v1, v2 = vs(), vs()
    r.add(
        "variabilni_symbol",
        f"platba objednávky {v1} – VS {v1}, KS 0308, částka 1 249 Kč",
        f"VS: {vs()}\nSS: {digits(6)}\nčástka: 3 990,00 CZK",
        f"zakaznik zaplatil se spatnym VS ({v2} misto {vs()}), sparovat rucne",
        "variabilní symbol = číslo objednávky, ve Fio exportu sloupec 'VS'",
        f"nesparovane platby za vikend: VS {vs()}, {vs()}, {vs()}",
    )

    r.add(
        "order_id",
        f"objednavka #{order_no()} – reklamace, zakaznik chce vratit penize",
        f"order {order_no()} se zasekla ve stavu 'Vyřizuje se'",
        f"GoPay payment id {digits(10, lead=True)} patří k obj. {order_no()}",
        f"Shoptet order code {order_no()}, guid {uid()}",
        f"storno obj. {order_no()} a {order_no()} (duplicitní)",
    )

    r.add(
        "zasilkovna_tracking_number",
        f"Zásilkovna: zásilka Z {digits(3)} {digits(4)} {digits(3)} dorazila na výdejní místo",
        f"packeta packet id {digits(10, lead=True)}, barcode Z{digits(10)}",
        f"sledovani zasilky: https://tracking.acme.test/Z{digits(10)}",
        f"Česká pošta balík DR{digits(9)}CZ pro reklamaci",
        f"PPL číslo zásilky {digits(11, lead=True)}",
    )

    r.add(
        "git_commit_hash",
        f"hotfix je v commitu {hexs(40)}",
        f"revert {hexs(7)} – rozbil checkout",
        f"git cherry-pick {hexs(40)}",
        f"deploy prod: image tag {hexs(8)}, pipeline #{digits(6, lead=True)}",
        f"MR !{digits(3, lead=True)} squash commit {hexs(40)}",
    )

    r.add(
        "container_image_digest",
        f"registry.acme.internal/eshop/api@sha256:{hexs(64)}",
        f"pinned base image php:8.3-fpm-alpine@sha256:{hexs(64)}",
        f"Digest: sha256:{hexs(64)}",
        f"image: registry.acme.internal/eshop/frontend:1.42.0@sha256:{hexs(64)}",
        f"trivy scan registry.acme.internal/eshop/worker@sha256:{hexs(64)} → 0 CRITICAL, 2 HIGH",
    )

    r.add(
        "pod_name",
        f"pod {pod_name('eshop-api')} je v CrashLoopBackOff",
        f"kubectl logs -n eshop-prod {pod_name('worker-orders')} --previous",
        f"OOMKilled: {pod_name('feed-generator')} (limit 512Mi)",
        f"kubectl exec -it {pod_name('shoptet-sync')} -- sh",
        f"evicted: {pod_name('heureka-feed')}, {pod_name('heureka-feed')}",
    )

    r.add(
        "kubernetes_uid",
        f"ownerReferences:\n- apiVersion: apps/v1\n  kind: ReplicaSet\n  name: eshop-api-{hexs(10)}\n  uid: {uid()}",
        f"PVC data-postgres-0 má uid {uid()}, PV pvc-{uid()}",
        f"event involvedObject.uid={uid()}",
        f"namespace eshop-prod uid {uid()}",
        f"kubectl get pod -n eshop-prod -o custom-columns=NAME:.metadata.name,UID:.metadata.uid\n{pod_name('eshop-api')}   {uid()}",
    )

    r.add(
        "gpg_public_key",
        f"můj GPG fingerprint: {groups(hex_upper(40), 4)}",
        f"klíč pro podepisování release tagů:\n{pgp_block()}",
        f"gpg --keyserver keys.acme.internal --recv-keys {hex_upper(16)}",
        f"git config --global user.signingkey {hex_upper(16)}",
        f"pub   ed25519 2024-03-02 [SC]\n      {hex_upper(40)}\nuid           [ultimate] DevOps ACME <devops@acme-eshop.test>",
    )

    r.add(
        "company_iban",
        f"IBAN firmy (Fio): {cz_iban()}, BIC FIOBCZPPXXX",
        f"vratka zákazníkovi na {cz_iban('0800')}",
        f"SEPA platby pro slovenske zakazniky: IBAN {iban('SK', '8360' + '000000' + digits(10, lead=True))}",
        f"na fakturu: IBAN {cz_iban(spaced=False)}",
        f"dodavatel krabic chce platbu na {cz_iban('0100')}, VS = číslo faktury",
    )

    acct = cz_account()
    r.add(
        "czech_account_number",
        f"číslo účtu: {cz_account()}/2010",
        f"platby přijímáme na {digits(2, lead=True)}-{cz_account()}/0800",
        f"Fio ucet {acct}/2010 – ten co ma API napojeni na parovani",
        f"QR platba: SPD*1.0*ACC:{cz_iban(spaced=False)}*AM:499.00*CC:CZK*X-VS:{vs()}*MSG:OBJEDNAVKA",
    )

    r.add(
        "datova_schranka_id",
        f"ID datové schránky firmy: {ds_id()}",
        f"FÚ Brno II – datovka {ds_id()}",
        f"posilat na DS {ds_id()} (to je ID, ne login)",
        f"datovka ID {ds_id()}, přihlašovací údaje má jednatel v trezoru",
        f"adresát: Krajský soud v Brně, DS {ds_id()}",
    )

    r.add(
        "sentry_public_dsn",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/5",
        f"frontend dsn (je ve JS bundlu, veřejné): https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.test/{digits(7, lead=True)}",
        f"sentry event id {hexs(32)} – chyba v košíku po platbě",
        f"Sentry release eshop-frontend@{hexs(7)}",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@sentry.acme.internal/3', tracesSampleRate: 0.1 }})",
    )

    r.add(
        "payment_gateway_public_ids",
        f"GoPay GoID: {goid()} (je i ve frontendu v embed skriptu)",
        f"Comgate merchant id {comgate_merchant()} – to je veřejné, secret je ve Vaultu",
        f"GoPay platba id {digits(10, lead=True)}, stav PAID, order_number {order_no()}",
        f"Comgate transId {comgate_trans_id()} – zákazník tvrdí, že platil dvakrát",
    )

    r.add(
        "vault_path_reference",
        "GoPay secret je ve Vaultu: secret/data/eshop/prod/gopay (klíč client_secret)",
        "vault kv get -field=password kv/postgres/replicator",
        "fio token hledej ve vaultu: kv/finance/fio#token",
        "shoptet token se načítá z vault-agent šablony /vault/secrets/shoptet.env",
        "heslo do datovky je v Bitwardenu, kolekce Finance, položka 'ISDS firma'",
    )

    r.add(
        "ci_secret_reference",
        "SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
        "v .gitlab-ci.yml používáme $COMGATE_SECRET (masked, protected)",
        "env:\n  GOPAY_CLIENT_SECRET: ${{ secrets.GOPAY_CLIENT_SECRET }}\n  FIO_TOKEN: ${{ secrets.FIO_TOKEN }}",
        "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY",
        "ansible-playbook -i inventories/prod site.yml --vault-password-file ~/.ansible/vault_pass.txt",
    )

    r.add(
        "ansible_vault_encrypted",
        "$ANSIBLE_VAULT;1.1;AES256\n" + vault_blob(),
        "postgres_replication_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + vault_blob(4, "  "),
        "$ANSIBLE_VAULT;1.2;AES256;prod\n" + vault_blob(3),
        "group_vars/prod/vault.yml je zašifrovaný, začíná:\n$ANSIBLE_VAULT;1.1;AES256\n" + vault_blob(2) + "\n…",
    )

    r.add(
        "k8s_secret_reference",
        "env:\n- name: FIO_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: fio-api\n      key: token",
        "kubectl get secret fio-api -n eshop-prod -o jsonpath='{.data.token}' | base64 -d  – takhle se k tomu dostaneš",
        "ExternalSecret comgate:\n  remoteRef:\n    key: eshop/prod/comgate\n    property: secret",
        "envFrom:\n- secretRef:\n    name: shoptet-credentials",
    )

    r.add(
        "password_rotation_note",
        "Heslo k datové schránce expiruje po 90 dnech – příští změna 15. 3.",
        "rotace replikačního hesla PG: 1) nové do Vaultu 2) ALTER ROLE replicator 3) patronictl reload",
        "Po odchodu Petra změnit kód do serverovny a heslo na Wi-Fi",
        "gopay secret rotovat 1x ročně, naposledy v lednu",
        "Fio token plati 180 dni, pak vygenerovat novy v internetbankingu (Nastavení → API)",
    )

    r.add(
        "password_policy",
        "politika hesel: min. 14 znaků, neopakovat posledních 5, MFA povinné",
        "ISDS: heslo 8–32 znaků, musí mít velké i malé písmeno a číslici",
        "password_encryption = scram-sha-256 v postgresql.conf",
        "ansible vault hesla držíme v Bitwardenu, nikdy ne v repu",
    )

    r.add(
        "masked_secret",
        f"Shoptet token v logu: {digits(6, lead=True)}-p-******-****…{rnd(LOWER + DIGITS, 4)}",
        f"glpat-****************{rnd(ALNUM, 4)} – ten jsem revokoval",
        "GOPAY_CLIENT_SECRET=******** (maskované v GitLabu)",
        f"fio token konci na ...{rnd(ALNUM, 4)}, to je ten stary, smazat",
    )

    r.add(
        "ssh_public_key",
        f"do authorized_keys na db1 přidat: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} honza@ntb-brno",
        f"ED25519 key fingerprint is SHA256:{b64u_bytes(32).replace('-', '+').replace('_', '/')}.",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} ansible@ci",
        f"known_hosts: db1.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"deploy key pro GitLab (veřejná část): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@gitlab-ci",
    )

    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.66.0.0/24\nPersistentKeepalive = 25",
        f"wg show:\npeer: {wg_key()}\n  endpoint: 10.0.0.4:51820\n  latest handshake: 42 seconds ago",
        f"public klíč notebooku pro VPN: {wg_key()}",
        f"nový peer do wg0 na bráně: wg set wg0 peer {wg_key()} allowed-ips 10.66.0.7/32",
    )

    r.add(
        "age_public_key",
        f".sops.yaml:\ncreation_rules:\n  - path_regex: prod/.*\n    age: {age_public_key()}",
        f"age recipient (veřejný): {age_public_key()}",
        f"sops -e --age {age_public_key()} secrets.yaml > secrets.enc.yaml",
        f"SOPS_AGE_RECIPIENTS={age_public_key()},{age_public_key()}",
    )

    account = digits(12, lead=True)
    r.add(
        "aws_arn",
        f"arn:aws:iam::{account}:role/eshop-backup-writer",
        "arn:aws:s3:::acme-eshop-backup/postgres/*",
        f"arn:aws:secretsmanager:eu-central-1:{account}:secret:eshop/gopay-{rnd(ALNUM, 6)}",
        f"AWS account id {digits(12, lead=True)} (zálohy)",
    )

    r.add(
        "docker_container_id",
        f"docker ps: {hexs(12)}  eshop-api:1.42.0  Up 3 hours",
        f"container {hexs(64)} exited with code 137",
        f"containerID: containerd://{hexs(64)}",
        f"docker rm -f {hexs(12)} {hexs(12)}",
        f"crictl inspect {hexs(13)} | jq .info.pid",
    )

    r.add(
        "url_with_id",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/eshop-overview?orgId=1&from=now-6h",
        f"https://argocd.acme.internal/applications/eshop-prod?node=apps%2FDeployment%2Feshop-prod%2Feshop-api%2F0&uid={uid()}",
        f"admin Shoptetu: https://acme-eshop.test/admin/objednavky-detail/?id={digits(5, lead=True)}&guid={uid()}",
        f"sdílený dokument k migraci: https://docs.acme.internal/s/{uid()}",
    )

    r.add(
        "ticket_and_request_ids",
        f"Jira OPS-{digits(4, lead=True)}: výpadek Comgate callbacků, request id {uid()}",
        f"X-Request-Id: {hexs(32)}",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"ticket u Shoptet podpory #{digits(7, lead=True)}",
    )

    r.add(
        "artifact_checksum",
        f"sha256 node_exporter-1.8.2.linux-amd64.tar.gz: {hexs(64)}",
        f"restic snapshot {hexs(8)} ze {date()} – poslední dobrá záloha",
        f"md5 exportu objednávek: {hexs(32)}",
        f"SHA256 checksum helm chartu eshop-0.14.2.tgz = {hexs(64)}",
    )

    r.add(
        "invoice_number",
        f"faktura od Hetzneru R{digits(10)}, zaplaceno kartou",
        f"dobropis {pick('2024', '2025')}{digits(5)} k objednávce {order_no()}",
        f"FV-{pick('2024', '2025')}-{digits(5)}, splatnost 14 dní, VS {vs()}",
        f"Cloudflare invoice IN-{digits(8)}",
    )

    r.add(
        "door_code_talk",
        "kód do serverovny se mění 1. den v měsíci, nový pošle facility přes Signal",
        "Do serverovny: klíč u recepce, kód zná jen Honza a já",
        "zámek serverovny má 6místný kód + čip; když čip nefunguje, volat facility",
        "reset alarmu: zadat kód a pak # – kód neposílat mailem!",
    )

    r.add(
        "settings_near_secret_words",
        "token TTL pro k8s SA: 3600 s (--service-account-max-token-expiration=24h)",
        "max_failed_login_attempts: 5, lockout 15 min",
        "pg_hba.conf: host replication replicator 10.0.1.0/24 scram-sha-256",
        "Fio API: max 1 dotaz za 30 s na token, jinak HTTP 409",
        "secret_key_length: 32\npassword_min_length: 12\nsession_timeout: 1800",
    )

    r.add(
        "public_site_keys",
        f"reCAPTCHA site key (veřejný, je v HTML košíku): 6L{rnd(URLSAFE, 38)}",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"Heureka měření konverzí – veřejný klíč v JS snippetu: {hexs(32)}",
        f"web push VAPID public key: B{rnd(URLSAFE, 86)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout319.py", [
        ("heldout319_credentials.yaml", credentials(), "Held-out batch 319: credentials a Brno e-shop DevOps engineer notes in Czech (payment gateways, Shoptet, Kubernetes, Ansible Vault, Postgres, Fio, datová schránka)"),
        ("heldout319_lookalikes.yaml", lookalikes(), "Held-out batch 319: look-alikes from the same persona (IČO/DIČ, variabilní symbol, Zásilkovna tracking, commits, digests, pod names, UIDs, public keys, IBANs, secret references)"),
    ])


if __name__ == "__main__":
    main()
