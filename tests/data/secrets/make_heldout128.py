# ruff: noqa: E501
"""Writes heldout128_credentials.yaml and heldout128_lookalikes.yaml: held-out batch 128.

Persona: a DevOps/SRE engineer at a payments fintech in São Paulo who keeps notes for their
local AI assistant in Brazilian Portuguese peppered with English tech jargon. They hold the
AWS and GCP keys of the platform, Kubernetes secrets and kubeconfigs, the Vault root token and
unseal shares, database URLs, the PagerDuty and GitHub tokens, and their own personal logins
(Itaú internet banking and iToken PIN, gov.br, VPN). They also paste a lot of harmless stuff:
PIX keys, boletos, masked CPFs, the company CNPJ, ARNs, digests, pod names, Vault paths.

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
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

PT_WORDS = ["Jabuticaba", "Capivara", "Sabia", "Ipanema", "Pitanga", "Jacaranda", "Tucano",
            "Cajueiro", "Mandacaru", "Paineira", "Guarana", "Aroeira", "Pacoca", "Brigadeiro"]
BIP39 = ["abandon", "ability", "absorb", "access", "acid", "actor", "adapt", "advice", "afford",
         "agent", "airport", "alarm", "album", "alley", "amateur", "anchor", "angle", "ankle",
         "antenna", "apology", "april", "arctic", "arena", "armor", "arrow", "artist", "asthma",
         "atom", "auction", "august", "autumn", "avocado", "awake", "axis", "badge", "bamboo",
         "banana", "barrel", "basket", "beach", "believe", "bicycle", "blanket", "bridge",
         "cactus", "canyon", "carbon", "castle", "cherry", "coconut", "copper", "cricket"]
DICEWARE = ["cafe", "praia", "ponte", "nuvem", "vento", "janela", "sapato", "tijolo", "farol",
            "lagoa", "cidade", "trilho", "bolacha", "chuva", "mangue", "goiaba"]


# ---------------------------------------------------------------- local helpers

def pw_br() -> str:
    """A password a Brazilian user chose or a generator made."""
    return pick(
        f"{pick(*PT_WORDS)}{pick('@', '#', '!', '$', '*')}{digits(4)}",
        f"{pick(*PT_WORDS).lower()}.{pick(*PT_WORDS).lower()}{digits(2)}{pick('!', '?', '#')}",
        rnd(ALNUM + "!@#$%&*", 18),
        rnd(ALNUM, 22),
    )


def cpf_digits() -> str:
    base = [int(c) for c in digits(9)]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(base, range(n, 1, -1), strict=True))
        base.append(s * 10 % 11 % 10)
    return "".join(map(str, base))


def cpf() -> str:
    d = cpf_digits()
    return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"


def cpf_masked() -> str:
    d = cpf_digits()
    return pick(f"***.{d[3:6]}.{d[6:9]}-**", f"{d[:3]}.***.***-{d[9:]}", f"***.***.{d[6:9]}-{d[9:]}")


def cnpj() -> str:
    base = [int(c) for c in digits(8, True) + "0001"]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for w in (w1, [6, *w1]):
        r = sum(d * k for d, k in zip(base, w, strict=True)) % 11
        base.append(0 if r < 2 else 11 - r)
    d = "".join(map(str, base))
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}/{d[8:12]}-{d[12:]}"


def mod10(s: str) -> str:
    total = 0
    for i, c in enumerate(reversed(s)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d // 10 + d % 10
    return str((10 - total % 10) % 10)


def boleto() -> str:
    """A boleto's linha digitável: 47 digits in the five printed fields."""
    free = digits(25)
    f1 = pick("341", "237", "001", "104", "033", "260") + "9" + free[:5]
    f1 += mod10(f1)
    f2 = free[5:15] + mod10(free[5:15])
    f3 = free[15:25] + mod10(free[15:25])
    value = f"{secrets.randbelow(900000) + 1500:010d}"
    return f"{f1[:5]}.{f1[5:]} {f2[:5]}.{f2[5:]} {f3[:5]}.{f3[5:]} {secrets.randbelow(9) + 1} {secrets.randbelow(8999) + 1000}{value}"


def phone_br(ddd: str = "11") -> str:
    return f"+55 {ddd} 9{digits(4)}-{digits(4)}"


def stamp() -> str:
    return f"2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}"


def e2e_id() -> str:
    """A PIX end-to-end id: E + ISPB + yyyyMMddHHmm + 11 characters."""
    return f"E{digits(8)}{stamp()}{rnd(ALNUM, 11)}"


def crc16(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def pix_copia_cola(key: str, amount: str, name: str) -> str:
    mai = tlv("00", "br.gov.bcb.pix") + tlv("01", key)
    payload = (tlv("00", "01") + tlv("26", mai) + tlv("52", "0000") + tlv("53", "986")
               + (tlv("54", amount) if amount else "") + tlv("58", "BR") + tlv("59", name)
               + tlv("60", "SAO PAULO") + tlv("62", tlv("05", "***")) + "6304")
    return payload + crc16(payload)


def nfe_key() -> str:
    return groups("35" + "25" + f"{secrets.randbelow(12) + 1:02d}" + digits(38), 4)


def plate() -> str:
    return f"{rnd(UPPER, 3)}{digits(1)}{rnd(UPPER, 1)}{digits(2)}"


def tracking() -> str:
    return f"{pick('QB', 'NL', 'LB', 'OV', 'AA')}{digits(9)}BR"


def cep() -> str:
    return f"0{secrets.randbelow(9) + 1}{digits(3)}-{digits(3)}"


def sha256() -> str:
    return hexs(64)


def pd_token() -> str:
    prefix = pick("u+", "y_", "")
    return prefix + rnd(ALNUM + "_-", 20 - len(prefix))


def pd_id(prefix: str = "P") -> str:
    return prefix + rnd(UPPER + DIGITS, 6)


def vault_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def vault_service_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def pkcs8_body(nbytes: int = 600) -> str:
    der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + secrets.token_bytes(nbytes)
    text = b64(der)
    return "\n".join(text[i:i + 64] for i in range(0, len(text), 64))


def gcp_private_key() -> str:
    return f"-----BEGIN PRIVATE KEY-----\n{pkcs8_body()}\n-----END PRIVATE KEY-----\n"


def gcp_sa_json(project: str, name: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": gcp_private_key(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def sa_jwt(namespace: str, sa: str) -> str:
    return jwt({
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": namespace,
        "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}",
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{namespace}:{sa}",
    }, alg="RS256", signature=rnd(URLSAFE, 342))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def card(prefix: str) -> str:
    return groups(luhn(prefix, 16), 4)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}"


def seed_words(n: int = 12) -> str:
    return phrase(BIP39, n)


def ca_data() -> str:
    body = b64(bytes.fromhex("308202") + secrets.token_bytes(45)) + "\n" + pem_body(6)
    return b64(f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n".encode())


def sops_enc(nbytes: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(nbytes))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"


def sealed() -> str:
    return b64(b"\x02\x00" + secrets.token_bytes(pick(280, 310, 340)))


def dkim_p() -> str:
    return b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + secrets.token_bytes(256) + bytes.fromhex("0203010001"))


def gpg_fpr() -> str:
    return groups(hexs(40).upper(), 4)


def ssh_fpr() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def ecr(repo: str) -> str:
    return f"{aws_account()}.dkr.ecr.sa-east-1.amazonaws.com/{repo}"


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    r.add("aws_access_key_pair",
          f"chaves do IAM user ci-deployer (conta fin-prod):\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}\ncriada hoje, rotacionar em 90d",
          f"aws configure --profile fin-prod → {aws_key_id()} / {aws_secret()} region sa-east-1 output json",
          f"lembra: a access key do terraform-runner é {aws_key_id()} e a secret {aws_secret()} — NÃO commitar no repo infra-live de novo pfv")

    r.add("aws_credentials_file",
          f"[fin-staging]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = sa-east-1",
          f"~/.aws/credentials do notebook novo (copiar pro mac do trabalho)\n\n[default]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\n\n[dados]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}",
          f"pro job do airflow:\nexport AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=sa-east-1")

    r.add("aws_root_account_password",
          f"root da conta AWS de billing (root-billing@acme.example): {pw_br()} — MFA é o yubikey da gaveta 2",
          f"senha root aws sandbox\n{pw_br()}\n(só usar em emergencia, avisar o Caio)",
          f"conta aws pessoal (free tier dos estudos) login rafa.o@mail.example senha {pw_br()}")

    r.add("gcp_service_account_key",
          f"key json da SA do BigQuery (projeto acme-dados-prod), guardar:\n{gcp_sa_json('acme-dados-prod', 'bq-loader')}",
          "trecho que ficou no GOOGLE_APPLICATION_CREDENTIALS do runner:\n\"private_key\": " + json.dumps(gcp_private_key()) + ",\n\"client_email\": \"gh-actions@acme-infra.iam.gserviceaccount.com\"",
          f"secret GCP_SA_KEY do repo data-pipelines (é o json inteiro em base64):\n{b64(gcp_sa_json('acme-infra', 'gh-actions').encode())}")

    dbpw = pw_br()
    r.add("k8s_secret_base64_data",
          f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\n  namespace: payments\ntype: Opaque\ndata:\n  DB_USER: {b64(b'ledger_app')}\n  DB_PASSWORD: {b64(dbpw.encode())}",
          f"kubectl -n pix get secret psp-api -o jsonpath='{{.data.CLIENT_SECRET}}'\n{b64(rnd(ALNUM, 40).encode())}\n(isso é o client secret do PSP em base64, decodar com base64 -d)",
          f"secret do redis no cluster stg: data.password = {b64(rnd(ALNUM, 32).encode())}")

    r.add("kubeconfig_user_token",
          f"users:\n- name: argocd-manager@eks-prod\n  user:\n    token: {sa_jwt('kube-system', 'argocd-manager')}",
          f"kubectl --server=https://k8s-api.stg.acme.internal:6443 --token={sa_jwt('ci', 'gitlab-runner')} get pods -n ci",
          f"token do SA de deploy (ns payments) pra colar no Lens:\n{sa_jwt('payments', 'deployer')}")

    r.add("kubeconfig_client_key_data",
          f"kubeconfig do cluster on-prem (k3s do lab):\n    client-certificate-data: {b64(pem('CERTIFICATE', 3).encode())}\n    client-key-data: {kube_key_data()}",
          f"client-key-data do admin do kind local, se precisar recriar: {kube_key_data()}",
          f"- name: kubernetes-admin\n  user:\n    client-certificate-data: {b64(pem('CERTIFICATE', 3).encode())}\n    client-key-data: {kube_key_data()}")

    r.add("vault_root_token",
          f"Initial Root Token: {vault_root()}\n(vault-prod, gerado no init de 12/03 — revogar depois de criar as policies!!)",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_root()}",
          f"root token do vault de stg é {vault_root()}, o de dev {vault_root()}")

    r.add("vault_unseal_key",
          "saída do vault operator init (prod):\n" + "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6)) + "\nthreshold 3 de 5",
          f"minha parte do unseal (key share 3): {unseal_key()}",
          f"vault selado depois do restart do node?? rodar:\nvault operator unseal {unseal_key()}\nvault operator unseal {unseal_key()}\nvault operator unseal {unseal_key()}")

    r.add("vault_approle_secret_id",
          f"approle do jenkins:\nrole_id    {uid()}\nsecret_id  {uid()}",
          f"VAULT_ROLE_ID={uid()}\nVAULT_SECRET_ID={uid()}\n# approle payments-api, secret_id_ttl=0 (eu sei, eu sei)",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}")

    r.add("postgres_connection_url",
          f"DATABASE_URL=postgresql://ledger_app:{rnd(ALNUM, 20)}@ledger-prod.cluster-ro.acme.internal:5432/ledger?sslmode=require",
          f"psql \"postgres://readonly:{rnd(ALNUM, 16)}@pg-analytics.acme.internal/dw\"  <- usar esse pra query de conciliação",
          f"conn string do metabase → postgresql://metabase:{rnd(ALNUM, 24)}@10.40.3.17:5432/metabase_app")

    r.add("redis_connection_url",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-sessions.acme.internal:6380/0",
          f"redis-cli -h redis-fila.stg.acme.internal -p 6379 -a '{rnd(ALNUM, 24)}' --tls",
          f"cache do antifraude: redis://:{rnd(ALNUM, 28)}@cache-antifraude.acme.internal:6379/2")

    r.add("mongodb_connection_uri",
          f"mongodb+srv://kyc_svc:{rnd(ALNUM, 20)}@kyc-cluster.acme.internal/kyc?retryWrites=true&w=majority",
          f"uri do mongo legado (onboarding) mongodb://admin:{pw_br()}@mongo-legacy.acme.internal:27017/admin",
          f"mongosh \"mongodb://relatorios:{rnd(ALNUM, 18)}@10.40.7.21:27017/relatorios?authSource=admin\"")

    r.add("rabbitmq_amqp_url",
          f"AMQP_URL=amqps://notificador:{rnd(ALNUM, 22)}@mq.acme.internal:5671/pix",
          f"painel do rabbit: https://mq.acme.internal:15672  user admin  senha {pw_br()}",
          f"rabbitmqctl add_user pix-dlq-reader '{rnd(ALNUM, 20)}' && rabbitmqctl set_permissions -p pix pix-dlq-reader '' '' 'dlq.*'")

    r.add("kafka_sasl_credentials",
          f"sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ledger-consumer\" password=\"{rnd(ALNUM, 32)}\";",
          f"kafka msk prod — usuario: transacoes-producer / senha: {rnd(ALNUM, 24)}",
          f"KAFKA_SASL_USERNAME=antifraude\nKAFKA_SASL_PASSWORD={rnd(ALNUM, 32)}")

    r.add("pagerduty_api_token",
          f"PD api token (user token, meu): {pd_token()}",
          f"script de override do plantão usa:\ncurl -H 'Authorization: Token token={pd_token()}' -H 'Accept: application/vnd.pagerduty+json;version=2' https://pd-proxy.acme.internal/oncalls",
          f"token do PagerDuty pro bot do slack (read-only) = {pd_token()}")

    r.add("pagerduty_integration_key",
          f"routing key do serviço 'PIX - Liquidação' no PD (events v2): {hexs(32)}",
          f"alertmanager receiver:\n  pagerduty_configs:\n  - routing_key: {hexs(32)}\n    severity: critical",
          f"integration key do PD pro datadog (serviço Ledger) — {hexs(32)}")

    r.add("github_deploy_key",
          f"deploy key (write) do repo acme/helm-charts, usada pelo argocd:\n{openssh_private()}",
          f"chave privada que o flux usa pra clonar o infra-live:\n\n{openssh_private()}\n\npub já cadastrada no github")

    r.add("github_personal_access_token",
          f"meu PAT classic (repo, workflow) vence em jan: {ghp()}",
          f"GH_TOKEN={github_pat()}  # fine-grained, só acme/infra-live",
          f"git clone https://x-access-token:{ghp()}@git.acme.internal/acme/ledger.git")

    r.add("company_vpn_password",
          f"VPN (GlobalProtect) vpn.acme.example\nusuário: r.oliveira\nsenha: {pw_br()}",
          f"senha da vpn mudou de novo!! agora é {pw_br()}",
          f"openvpn do datacenter Tamboré: auth-user-pass → linha 1 rafael.oliveira, linha 2 {pw_br()}")

    r.add("itau_internet_banking_password",
          f"itaú pf — ag 0{digits(3)} cc {digits(5)}-{digits(1)} — senha eletrônica {digits(6)}",
          f"senha do internet banking itau (6 digitos): {digits(6)}",
          f"Itaú PJ da minha MEI: código do operador {rnd(UPPER + DIGITS, 8)}, senha {digits(8)}")

    r.add("itau_token_app_pin",
          f"PIN do iToken no celular novo: {digits(6)}",
          f"itoken → {digits(6)} (é o mesmo do cartão? NAO, esse é outro)",
          f"lembrar: senha do app itaú / itoken {digits(4)}")

    r.add("govbr_password",
          f"gov.br — CPF {cpf()} senha {pw_br()}",
          f"senha gov.br (conta prata) {pw_br()} — usar pra IRPF e carteira de trabalho",
          f"gov br: {pw_br()}")

    r.add("credit_card_with_cvv",
          f"cartão corporativo (AWS marketplace): {card('5')} val {expiry()} cvv {digits(3)}",
          f"nubank virtual p/ assinatura do github copilot\n{card('5')}\n{expiry()}  {digits(3)}",
          f"visa itau personnalite {card('4')} exp {expiry()} código de segurança {digits(3)}")

    r.add("office_alarm_code",
          f"alarme do escritório (Av. Faria Lima, 12º andar): código {digits(4)}, se disparar ligar pra central",
          f"código pra desarmar o alarme da sala do rack: {digits(6)}#",
          f"msg do Caio no slack: \"alarme do escritório mudou, novo código {digits(4)}, senha de coação {digits(4)}\"")

    r.add("wifi_password",
          f"wifi convidados do escritório: ACME-Guest / {pw_br()}",
          f"rede do lab: SSID acme-lab-5g  WPA2  {rnd(ALNUM, 16)}",
          f"wifi de casa (pra configurar o roteador novo) → {pick(*PT_WORDS).lower()}{digits(4)}{pick('!', '#')}")

    r.add("totp_seed",
          f"otpauth://totp/AWS:rafael@fin-prod?secret={totp_seed()}&issuer=Amazon%20Web%20Services",
          f"seed do MFA do vault (backup caso perca o celular): {groups(totp_seed(), 4)}",
          f"2FA do registry harbor, chave manual: {totp_seed()}")

    r.add("github_recovery_codes",
          f"recovery codes do github (conta rafael-acme)\n{recovery_codes(8, 'github')}",
          f"codigos de recuperação github — usei o 1o já\n{recovery_codes(6, 'github')}")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
          f"api key do datadog pro agente nos nodes EKS: {hexs(32)}",
          f"helm install datadog-agent datadog/datadog --set datadog.apiKey={hexs(32)} --set datadog.site=datadoghq.com")

    r.add("slack_bot_token",
          f"bot do plantão (#sre-alertas): xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"app token do socket mode do bot: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}")

    r.add("terraform_cloud_token",
          f"credentials \"tfe.acme.internal\" {{\n  token = \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\"\n}}",
          f"TF_TOKEN_tfe_acme_internal={rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}")

    r.add("container_registry_token",
          f"docker hub (conta acmefin) PAT: dckr_pat_{rnd(URLSAFE, 27)}",
          f"echo '{rnd(ALNUM, 32)}' | docker login harbor.acme.internal -u 'robot$ci-push' --password-stdin",
          f"robot account do harbor pro argo-image-updater:\nuser robot$image-updater\nsecret {rnd(ALNUM, 32)}")

    r.add("npm_token",
          f".npmrc do front (pacotes privados)\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN npm_{rnd(ALNUM, 36)} (automation, sem 2fa)")

    r.add("grafana_service_account_token",
          f"grafana SA 'terraform' token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"provider \"grafana\" {{\n  url  = \"https://grafana.acme.internal\"\n  auth = \"glsa_{rnd(ALNUM, 32)}_{hexs(8)}\"\n}}")

    r.add("argocd_admin_password",
          f"argocd prod → admin / {rnd(ALNUM + '-', 16)} (initial-admin-secret, ainda não troquei)",
          f"argocd login argocd.acme.internal --username admin --password '{pw_br()}' --grpc-web")

    r.add("jenkins_api_token",
          f"jenkins api token (user svc-deploy): 11{hexs(32)}",
          f"curl -X POST -u rafael:11{hexs(32)} https://jenkins.acme.internal/job/ledger-deploy/buildWithParameters?ENV=prod")

    r.add("stripe_secret_key",
          f"stripe (cobrança internacional) sk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_SECRET_KEY=rk_live_{rnd(ALNUM, 99)} # restricted, só charges e refunds")

    r.add("pix_psp_client_secret",
          f"API PIX do banco parceiro (homolog):\nclient_id: {uid()}\nclient_secret: {rnd(ALNUM, 48)}",
          f"oauth do PSP prod — client_id Client_Id_{hexs(40)} / client_secret Client_Secret_{hexs(40)}",
          f"curl -u '{rnd(ALNUM, 24)}:{rnd(ALNUM, 40)}' -d grant_type=client_credentials https://pix-api.psp.test/oauth/token --cert acme.crt --key acme.key")

    r.add("mtls_certificate_private_key",
          f"chave privada do certificado mTLS do PIX (acme.key), expira 2026:\n{pem('RSA PRIVATE KEY', 10)}",
          f"key do cert do DICT em prod, colar no secret psp-mtls:\n{pem('PRIVATE KEY', 8)}")

    r.add("webhook_signing_secret",
          f"segredo de assinatura do webhook da stripe: whsec_{rnd(ALNUM, 32)}",
          f"HMAC do webhook de cobrança (header X-Acme-Signature) → chave {hexs(64)}",
          f"WEBHOOK_SECRET_PSP={rnd(ALNUM, 40)}  # o PSP assina as notificações de pix recebido com isso")

    r.add("sonarqube_token",
          f"SONAR_TOKEN=squ_{hexs(40)}",
          f"sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=squ_{hexs(40)}")

    r.add("openai_api_key",
          f"chave da openai do projeto do chatbot de suporte: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("password_manager_secret_key",
          f"1password — secret key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}\nmaster password: {phrase(DICEWARE, 5, '-')}",
          f"senha mestra do bitwarden: {phrase(DICEWARE, 6, ' ')}")

    r.add("ssh_key_passphrase",
          f"passphrase da minha id_ed25519 (bastion prod): {phrase(DICEWARE, 4, '-')}{digits(2)}",
          f"a chave do bastion pede senha, é {pw_br()}")

    r.add("bastion_ssh_private_key",
          f"~/.ssh/bastion_prod (sem passphrase, eu sei...)\n{openssh_private()}",
          f"chave do usuário ec2-user do jump host antigo:\n{pem('RSA PRIVATE KEY', 9)}")

    r.add("cloudflare_api_token",
          f"CF token (Zone.DNS edit, acme.example) = {rnd(URLSAFE, 40)}",
          f"cloudflare api token pro external-dns: {rnd(URLSAFE, 40)}")

    r.add("jwt_signing_secret",
          f"JWT_SECRET do auth-service (HS256) em prod: {rnd(ALNUM, 64)}",
          f"auth:\n  jwt:\n    issuer: https://auth.acme.internal\n    secret: \"{b64(secrets.token_bytes(48))}\"",
          f"segredo pra assinar os tokens do app mobile — {hexs(64)}")

    r.add("app_encryption_master_key",
          f"MASTER_KEY (AES-256) da tokenização de cartões: {b64(secrets.token_bytes(32))}",
          f"chave de criptografia dos dados de KYC (base64, 32 bytes)\n{b64(secrets.token_bytes(32))}\nse perder isso perde tudo")

    r.add("crypto_wallet_seed_phrase",
          f"seed da carteira (metamask pessoal): {seed_words(12)}",
          f"frase de recuperação ledger nano, 24 palavras:\n{seed_words(24)}")

    r.add("web_session_cookie",
          f"cookie de sessão do admin do metabase pra usar no script: metabase.SESSION={uid()}",
          f"Cookie: _gitlab_session={hexs(32)}; known_sign_in={b64(secrets.token_bytes(24))}")

    r.add("sops_age_secret_key",
          f"# created: 2025-02-11T10:02:31-03:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}  (chave do time de plataforma)")

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.7/32\nDNS = 10.99.0.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = wg.acme.example:51820",
          f"wireguard do homelab, private key do notebook: {wg_key()}")

    r.add("sim_card_puk",
          f"chip do celular de plantão (vivo) PIN {digits(4)} PUK {digits(8)}",
          f"PUK do chip da claro: {digits(8)}")

    r.add("office_safe_combination",
          f"cofre da sala de infra (onde ficam os yubikeys): {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
          f"combinação do cofre: direita {secrets.randbelow(99)}, esquerda {secrets.randbelow(99)}, direita {secrets.randbelow(99)}")

    r.add("sendgrid_api_key",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"key do sendgrid pra email transacional (comprovante pix) {sendgrid_key()}")

    r.add("basic_auth_header",
          f"header pro endpoint de conciliação do adquirente:\nAuthorization: Basic {basic('acme_concilia', rnd(ALNUM, 20))}",
          f"curl -H \"Authorization: Basic {basic('prometheus', pw_br())}\" https://pushgw.acme.internal/metrics")

    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)} pro upload de sourcemaps",
          f"token do sentry self-hosted (org acme, scope project:releases): {hexs(64)}")

    r.add("rds_master_password",
          f"RDS ledger-prod master user: postgres\nmaster password: {rnd(ALNUM, 28)}",
          f"senha do master do aurora de stg → {pw_br()}",
          f"mysql -h legacy-core.acme.internal -u root -p'{pw_br()}' core_bancario")

    r.add("gitlab_runner_registration_token",
          f"gitlab-runner register --url https://git.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
          f"runner token (projeto infra) glrt-{rnd(URLSAFE, 20)}")

    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()

    r.add("pix_key_cpf_shaped",
          f"minha chave pix é o CPF: {cpf()} (Itaú) — pode mandar o racha do churrasco",
          f"pix pro Joãozinho do café: {cpf().replace('.', '').replace('-', '')}",
          f"reembolso do uber: chave PIX (CPF) {cpf()}, nome Rafael O.")

    r.add("pix_key_phone",
          f"chave pix celular: {phone_br()}",
          f"manda pix pra Dona Cida da limpeza, chave é o telefone {phone_br('11')}",
          f"pix do aluguel → {phone_br('21')} (Marcos, proprietário)")

    r.add("pix_key_email",
          "pix da empresa pra reembolso: financeiro@acme.example",
          f"chave pix e-mail do fornecedor de cabos: vendas{digits(2)}@cabos-sp.example")

    r.add("pix_random_evp_key",
          f"chave aleatória da conta PJ (recebimentos): {uid()}",
          f"pix da vaquinha do aniversário da Bia — chave {uid()}",
          f"chaves pix cadastradas na conta de liquidação:\n- aleatória: {uid()}\n- aleatória: {uid()}\n- cnpj: {cnpj()}")

    r.add("pix_copy_paste_code",
          f"pix copia e cola do almoço de time (R$ 312,40):\n{pix_copia_cola(uid(), '312.40', 'ACME PAGAMENTOS LTDA')}",
          f"QR estático pra doação do evento: {pix_copia_cola('eventos@acme.example', '', 'ACME PAGAMENTOS')}")

    r.add("pix_end_to_end_id",
          f"cliente reclamou de pix não creditado, endToEndId {e2e_id()} — abrir MED?",
          f"E2E pra conferir na conciliação:\n{e2e_id()}\n{e2e_id()}\n{e2e_id()}",
          f"txid {rnd(ALNUM, 32)} / e2e {e2e_id()} → status LIQUIDADO às 14:02")

    r.add("cpf_masked",
          f"log do ledger mostra o CPF mascarado certinho: {cpf_masked()} (LGPD ok)",
          f"ticket de suporte: cliente {cpf_masked()} sem conseguir cadastrar chave",
          f"padrão de máscara aprovado pelo DPO: {cpf_masked()} — nunca logar completo")

    r.add("company_cnpj",
          f"CNPJ da Acme Pagamentos: {cnpj()} (tá no rodapé do site)",
          f"nota do fornecedor de link dedicado saiu com CNPJ errado, o certo é {cnpj()}",
          f"dados pro cadastro no portal do BACEN:\nRazão social: ACME Pagamentos S.A.\nCNPJ: {cnpj()}\nISPB: {digits(8)}")

    r.add("boleto_digitable_line",
          f"boleto do datacenter (vence dia 10): {boleto()}",
          f"linha digitável do IPTU do escritório\n{boleto()}",
          f"pagar até sexta: condomínio {boleto()}")

    r.add("nfe_access_key",
          f"chave de acesso da NF-e dos servidores Dell:\n{nfe_key()}",
          f"NF do notebook (pra garantia): {nfe_key()}")

    r.add("company_bank_details",
          f"dados bancários da Acme p/ fornecedores:\nBanco 341 Itaú | Ag 0{digits(3)} | CC {digits(5)}-{digits(1)}\nCNPJ {cnpj()}",
          f"IBAN pra receber do parceiro europeu: {iban('BR', digits(8) + digits(5) + digits(10) + 'C1')}",
          f"conta de liquidação no BC — ISPB {digits(8)}, conta PI")

    r.add("aws_arn",
          f"role que o argo assume: arn:aws:iam::{aws_account()}:role/eks-prod-argocd-irsa",
          f"arn:aws:kms:sa-east-1:{aws_account()}:key/{uid()} ← KMS do bucket de comprovantes",
          f"policy attach:\naws iam attach-role-policy --role-name ledger-task --policy-arn arn:aws:iam::{aws_account()}:policy/ledger-s3-ro",
          f"secret do RDS fica em arn:aws:secretsmanager:sa-east-1:{aws_account()}:secret:prod/ledger/db-{rnd(ALNUM, 6)} (rotação automática 30d)")

    r.add("aws_account_ids",
          f"contas AWS:\nfin-prod   {aws_account()}\nfin-stg    {aws_account()}\nsandbox    {aws_account()}\nbilling    {aws_account()}",
          f"account id da conta de log archive é {aws_account()}")

    r.add("aws_resource_ids",
          f"instância travada: i-0{hexs(16)} (subnet-0{hexs(16)}, sg-0{hexs(16)})",
          f"vpc-0{hexs(16)} é a VPC nova de sa-east-1, peering pcx-0{hexs(16)}",
          f"snapshot do banco antes da migração: rds:ledger-prod-2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}-0{secrets.randbelow(9)}-{secrets.randbelow(60):02d} / AMI ami-0{hexs(16)}")

    r.add("aws_request_ids",
          f"suporte da AWS pediu o request id: {uid()} (erro 503 no S3)",
          f"CloudTrail eventID {uid()} — quem deletou o bucket foi o user ci-deployer")

    r.add("git_commit_sha",
          f"rollback pro commit {hexs(40)} (último deploy bom do ledger)",
          f"cherry-pick {hexs(7)} e {hexs(7)} pro release/2025.06",
          f"git bisect: bom = {hexs(40)}, ruim = {hexs(40)}")

    r.add("container_image_digest",
          f"imagem em prod: {ecr('ledger-api')}@sha256:{sha256()}",
          f"pinar o digest no values: image.digest: sha256:{sha256()}",
          f"docker pull ghcr.io/acme/pix-gateway@sha256:{sha256()}  # v3.4.1")

    r.add("kubectl_pod_listing",
          f"NAME                                READY   STATUS             RESTARTS\n{pod_name('ledger-api')}   1/1     Running            0\n{pod_name('ledger-api')}   0/1     CrashLoopBackOff   17\n{pod_name('pix-worker')}   1/1     Running            2",
          f"kubectl -n payments logs {pod_name('antifraude')} --previous | grep OOM",
          f"pod {pod_name('dict-sync')} preso em Pending (node sem memória)")

    r.add("vault_secret_path",
          "senha do ledger fica em secret/data/prod/ledger/db (kv v2), campo password",
          "vault kv get -field=client_secret kv/pix/psp-prod",
          "export PGPASSWORD=$(vault kv get -field=password secret/prod/ledger/db)",
          "policy nova:\npath \"secret/data/payments/*\" {\n  capabilities = [\"read\", \"list\"]\n}")

    r.add("env_var_name_reference",
          "o job precisa de AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY e AWS_SESSION_TOKEN setadas — pegam do OIDC, não tem chave fixa",
          "DATABASE_URL=${DATABASE_URL:?faltou setar}\nREDIS_URL=${REDIS_URL}",
          "lembrar: o PAGERDUTY_TOKEN vem do secret pd-token no namespace monitoring, não do .env")

    r.add("helm_values_template",
          "env:\n  - name: DB_PASSWORD\n    value: {{ .Values.postgres.password | quote }}\n  - name: JWT_SECRET\n    value: {{ .Values.auth.jwtSecret | quote }}",
          "stringData:\n  password: {{ .Values.secret.password }}\n  api-key: {{ required \"apiKey obrigatória\" .Values.datadog.apiKey }}",
          "no chart do ledger o token é {{ .Values.secret }} e vem do values-prod.yaml que é sops")

    r.add("ci_secret_reference",
          "- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: ${{ secrets.AWS_DEPLOY_ROLE_ARN }}\n    aws-region: sa-east-1",
          "env:\n  SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
          "no gitlab-ci: docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY")

    r.add("k8s_secret_key_ref",
          "        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: ledger-db\n              key: DB_PASSWORD",
          "kubectl -n payments create secret generic psp-api --from-env-file=./psp.env --dry-run=client -o yaml | kubeseal > sealed-psp.yaml",
          "kubectl get secret -n monitoring\nNAME                TYPE                 DATA   AGE\npd-token            Opaque               1      412d\ngrafana-admin       Opaque               2      98d")

    r.add("external_secret_manifest",
          "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: ledger-db\nspec:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  data:\n  - secretKey: DB_PASSWORD\n    remoteRef:\n      key: prod/ledger/db\n      property: password",
          "ExternalSecret do pix-gateway tá com SecretSyncedError, conferir se o path kv/pix/psp-prod existe no vault")

    r.add("key_rotated_notice",
          f"rotacionei a access key do ci-deployer hoje ({secrets.randbelow(28) + 1:02d}/06), a antiga terminada em …{rnd(UPPER + DIGITS, 4)} já foi desativada e deletada",
          "vault: root token revogado depois do setup, se precisar gerar outro é via `vault operator generate-root` com 3 key holders",
          "troquei a senha da VPN e a do gov.br, as novas tão no 1password (não anotar aqui!!)",
          f"PD: token antigo do bot revogado, novo criado e colocado no secret pd-token (rev {digits(3, True)})")

    r.add("password_policy_talk",
          "política nova do IAM: senha mínimo 14 chars, expira em 90 dias, não pode repetir as últimas 24",
          "senha do itaú é só número, 6 dígitos, e a do app é 8 — não confundir quando for resetar",
          "gov.br pede senha de 8 a 70 caracteres com maiúscula, minúscula, número e símbolo")

    r.add("pin_talk_without_value",
          "iToken bloqueou depois de 3 tentativas de PIN errado, tem que ir na agência desbloquear",
          "o PIN do yubikey é o padrão de fábrica ainda? trocar amanhã sem falta",
          "cartão corporativo chegou, PIN vem por carta separada em 5 dias úteis")

    r.add("credential_reset_request",
          "abrir chamado no service desk pra resetar minha senha do AD (expirou nas férias)",
          "esqueci a senha do gov.br de novo → recuperar pelo app do banco (nível prata)",
          f"chamado SD-{digits(5, True)}: reset de MFA do usuário marina.s no AWS SSO")

    r.add("redacted_placeholders",
          "AWS_ACCESS_KEY_ID=<sua-key-aqui>\nAWS_SECRET_ACCESS_KEY=<sua-secret-aqui>\n(template do README do onboarding)",
          "postgres://ledger_app:********@ledger-prod.acme.internal:5432/ledger",
          "VAULT_TOKEN=hvs.XXXXXXXXXXXXXXXXXXXXXXXX  # exemplo, pegar o seu com vault login -method=oidc",
          "password: changeme  # valor default do chart, o real vem do ExternalSecret")

    r.add("ssh_public_key",
          f"pub da deploy key do argocd (cadastrar no github):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd@eks-prod",
          f"authorized_keys do bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rafael@mbp\nssh-rsa {ssh_pub('ssh-rsa', 270)} jenkins@ci",
          f"minha chave pública pro Caio liberar no gitlab: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rafael.oliveira@acme.example")

    r.add("ssh_host_fingerprint",
          f"fingerprint do bastion novo (conferir no primeiro ssh): ED25519 key fingerprint is {ssh_fpr()}",
          f"known_hosts mudou pro git.acme.internal, novo fp {ssh_fpr()} — é legítimo, trocaram o servidor")

    r.add("gpg_key_fingerprint",
          f"chave gpg pra assinar os commits: {gpg_fpr()}",
          f"git config --global user.signingkey {hexs(16).upper()}\nfingerprint completo {gpg_fpr()}")

    r.add("tls_cert_fingerprint",
          f"cert do api.acme.example renovado, SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))}",
          f"serial do cert mTLS do PIX: {':'.join(hexs(2) for _ in range(16))}, vence 2026-03-14",
          f"pin do certificado no app mobile (sha256/{b64(secrets.token_bytes(32))})")

    r.add("kubeconfig_ca_data",
          f"clusters:\n- cluster:\n    certificate-authority-data: {ca_data()}\n    server: https://k8s-api.prod.acme.internal:6443\n  name: eks-prod\nusers:\n- name: eks-prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, eks-prod]",
          f"CA do cluster de stg (pra configurar o vault k8s auth): {ca_data()}")

    r.add("stripe_publishable_key",
          f"publishable key da stripe pro checkout (vai no front mesmo): pk_live_{rnd(ALNUM, 99)}",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{rnd(ALNUM, 99)}")

    r.add("sentry_public_dsn",
          f"DSN do sentry pro app web (é público, vai no bundle): https://{hexs(32)}@sentry.acme.internal/{digits(2, True)}",
          f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{digits(1, True)}  # mobile")

    r.add("recaptcha_site_key",
          f"site key do reCAPTCHA do cadastro: 6L{rnd(URLSAFE, 38)} (a secret tá no vault)",
          f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" no form de login do internet banking novo")

    r.add("dns_verification_txt",
          f"TXT pra verificar domínio no google workspace: google-site-verification={rnd(URLSAFE, 43)}",
          f"_acme-challenge.api.acme.example  TXT  \"{rnd(URLSAFE, 43)}\"",
          f"atlassian-domain-verification={rnd(ALNUM + '+/', 64)}")

    r.add("dkim_public_record",
          f"registro DKIM do sendgrid pra colocar no route53:\ns1._domainkey.acme.example TXT \"v=DKIM1; k=rsa; p={dkim_p()}\"",
          f"DKIM do google: google._domainkey → v=DKIM1; k=rsa; p={dkim_p()}")

    r.add("sops_encrypted_value",
          f"values-prod.yaml (sops):\npostgres:\n    password: {sops_enc(24)}\nsops:\n    age:\n        - recipient: {age_public_key()}",
          f"isso aqui é seguro commitar, tá criptografado: apiKey: {sops_enc(32)}")

    r.add("sealed_secret_ciphertext",
          f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: psp-api\n  namespace: pix\nspec:\n  encryptedData:\n    CLIENT_SECRET: {sealed()}",
          f"sealed secret do redis gerado, só o controller consegue abrir: {sealed()}")

    r.add("public_key_recipients",
          f".sops.yaml:\ncreation_rules:\n  - path_regex: prod/.*\n    age: {age_public_key()},{age_public_key()}",
          f"peer novo no wireguard do escritório — PublicKey = {wg_key()}  AllowedIPs = 10.99.0.12/32",
          f"minha chave pública age pro time me incluir nos secrets: {age_public_key()}")

    r.add("pagerduty_object_ids",
          f"serviço 'PIX - Liquidação' no PD: {pd_id()}, escalation policy {pd_id()}, schedule {pd_id()}",
          f"incidente #{digits(4, True)} (id {pd_id('Q')}{rnd(UPPER + DIGITS, 7)}) — post-mortem até quinta",
          f"pd-cli: pd incident ack -i {pd_id('Q')}{rnd(UPPER + DIGITS, 7)}")

    r.add("incident_ticket_ids",
          f"INC-{digits(4, True)}: latência no DICT, RCA em andamento",
          f"jira SRE-{digits(4, True)} e SRE-{digits(4, True)} bloqueados esperando a janela de mudança GMUD-{digits(5, True)}",
          f"chamado AWS support case {digits(11, True)} (limite de ENI)")

    r.add("distributed_trace_ids",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01  ← request que deu timeout no PSP",
          f"no tempo: trace id {hexs(32)}, span {hexs(16)}",
          f"x-request-id {uid()} aparece nos 3 serviços, bug é no gateway")

    r.add("correios_tracking_code",
          f"yubikeys novos chegando, rastreio {tracking()}",
          f"notebook do estagiário: código de rastreio {tracking()} (Sedex)")

    r.add("vehicle_plate",
          f"vaga do estacionamento liberada pra placa {plate()}",
          f"placa do carro do prestador do gerador: {plate()}, chega 7h")

    r.add("cep_postcode",
          f"endereço do datacenter: Av. Ceci, 1900 — Tamboré, Barueri — CEP {cep()}",
          f"entrega dos servidores no CEP {cep()}, doca 3")

    r.add("version_strings",
          f"upgrade: EKS 1.29 → 1.30, vault 1.15.6 → 1.17.2, argocd v2.11.{secrets.randbelow(9)}",
          f"helm chart ledger-api-{secrets.randbelow(5)}.{secrets.randbelow(30)}.{secrets.randbelow(20)} com appVersion 2025.06.{digits(2)}+g{hexs(7)}",
          f"terraform 1.8.5, provider aws ~> 5.{secrets.randbelow(60)}, kubectl v1.30.{secrets.randbelow(9)}")

    r.add("internal_ips_and_hosts",
          f"pg primário 10.40.{secrets.randbelow(255)}.{secrets.randbelow(255)}, réplica 10.40.{secrets.randbelow(255)}.{secrets.randbelow(255)}, vault.acme.internal → 10.10.0.{secrets.randbelow(255)}",
          f"bastion: ssh -J ec2-user@bastion.acme.internal ubuntu@10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
          f"MAC da placa do switch novo {mac(':', True)} — reservar IP no DHCP")

    r.add("phone_numbers",
          f"plantão de infra (celular rotativo): {phone_br()}",
          f"suporte Itaú empresas 4004-{digits(4)} / gerente Patrícia {phone_br()}",
          f"NOC do datacenter {phone_br('11')} ramal {digits(4)}")

    r.add("bank_protocol_number",
          f"protocolo do atendimento Itaú (contestação de compra): {digits(12, True)}",
          f"ouvidoria do banco deu protocolo n° {digits(4, True)}.{digits(6)}.{digits(4)}")

    r.add("terraform_state_lock",
          f"Error acquiring the state lock\nLock Info:\n  ID:        {uid()}\n  Path:      acme-tfstate/prod/eks/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@gha-{hexs(8)}",
          f"terraform force-unlock {uid()}  (lock órfão do pipeline cancelado)")

    r.add("gcp_service_account_metadata",
          f"SA bq-loader@acme-dados-prod.iam.gserviceaccount.com, key id {hexs(40)} criada em 02/05 — a chave em si tá no secret manager",
          f"gcloud iam service-accounts keys list --iam-account gh-actions@acme-infra.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{hexs(40)}  2025-03-01T12:00:00Z  9999-12-31T23:59:59Z\n{hexs(40)}  2024-11-19T09:13:44Z  9999-12-31T23:59:59Z",
          f"client_id da SA do terraform: {digits(21, True)} (pra configurar o workload identity)")

    r.add("artifact_checksum",
          f"sha256sum vault_1.17.2_linux_amd64.zip\n{sha256()}  vault_1.17.2_linux_amd64.zip",
          f"integrity do pacote no lock: sha512-{b64(secrets.token_bytes(64))}",
          f"md5 do dump de ontem: {hexs(32)}  ledger-{epoch()}.dump")

    r.add("coupon_and_promo_codes",
          f"cupom de desconto AWS re:Invent: {rnd(UPPER + DIGITS, 10)}",
          f"código promocional do curso de k8s: DEVOPS{digits(2)}-{rnd(UPPER, 4)}")

    r.add("order_and_invoice_numbers",
          f"pedido Dell {digits(9, True)}, NF {digits(6, True)} série 1",
          f"invoice da AWS de maio: {digits(10, True)} (US$ {secrets.randbelow(90000) + 10000},00)",
          f"pedido no mercado livre do cabo SFP: #{digits(16, True)}")

    r.add("otp_and_mfa_talk",
          "MFA do AWS SSO agora é só via yubikey, desabilitei o TOTP de todo mundo",
          "o código do SMS do itaú chega no celular de plantão, não no meu",
          "recovery codes do github impressos e guardados no cofre (não digitar aqui)")

    r.add("jwt_public_jwks",
          f"JWKS público do auth-service (https://auth.acme.internal/.well-known/jwks.json):\n{{\"keys\":[{{\"kty\":\"RSA\",\"kid\":\"{hexs(16)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"{b64(secrets.token_bytes(256)).replace('+', '-').replace('/', '_').rstrip('=')}\"}}]}}",
          f"kid da chave de assinatura atual: {hexs(16)} (a anterior {hexs(16)} sai do JWKS dia 30)")

    return r


def main() -> None:
    write_corpora("make_heldout128.py", [
        ("heldout128_credentials.yaml", credentials(), "batch 128 (São Paulo fintech DevOps engineer, PT-BR with English tech terms), written blind; every value synthetic"),
        ("heldout128_lookalikes.yaml", lookalikes(), "batch 128 look-alikes: PIX keys, boletos, masked CPFs, CNPJs, ARNs, digests, pod names, Vault paths and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
