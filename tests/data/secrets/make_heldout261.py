# ruff: noqa: E501
"""Writes heldout261_credentials.yaml and heldout261_lookalikes.yaml: held-out batch 261.

Persona: a PhD student in a materials-science lab in Shanghai who writes her notes in
Simplified Chinese mixed with English. She keeps the lab's HPC cluster login and SSH keys,
the university VPN and campus network account, WeChat Pay and Alipay payment PINs, the
instrument PCs' passwords, Overleaf and ORCID logins, API keys for Materials Project and an
LLM service, a conda channel token, and many look-alikes (DOIs, student and grant numbers,
sample ids, job ids, CAS numbers, ORCID iDs, commit hashes, masked phone numbers).

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
    b64,
    digits,
    groups,
    hexs,
    mac,
    openssh_private,
    orcid,
    pem,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wandb_key,
    write_corpora,
)

SYMBOLS = "!@#$%^&*"


def pin6() -> str:
    return digits(6)


def human_pw() -> str:
    """A password a student would pick (or a generated one)."""
    return pick(
        f"{pick('Perovskite', 'Graphene', 'MoS2', 'Zeolite', 'Spinel')}{pick('@', '#', '_', '!')}{digits(4, lead=True)}",
        f"{pick('xiaomao', 'shanghai', 'tongji', 'huahua', 'mingming')}{digits(3)}{pick('!', '@', '#')}{pick('Lab', 'XRD', 'Sem')}",
        rnd(ALNUM + SYMBOLS, 14),
        pw(),
    )


def cas() -> str:
    """A CAS Registry Number with a valid check digit."""
    body = digits(pick(4, 5, 6, 7), lead=True) + digits(2)
    total = sum(i * int(c) for i, c in enumerate(reversed(body), start=1))
    return f"{body[:-2]}-{body[-2:]}-{total % 10}"


def mp_key() -> str:
    return rnd(ALNUM, 32)


def deepseek_key() -> str:
    return "sk-" + hexs(32)


def moonshot_key() -> str:
    return "sk-" + rnd(ALNUM, 48)


def zhipu_key() -> str:
    return f"{hexs(32)}.{rnd(ALNUM, 16)}"


def anaconda_token() -> str:
    return f"{rnd(LOWER, 2)}-{uid()}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def qq_auth_code() -> str:
    return rnd(LOWER, 16)


def aliyun_id() -> str:
    return "LTAI5t" + rnd(ALNUM, 18)


def tencent_id() -> str:
    return "AKID" + rnd(ALNUM, 32)


def sha256() -> str:
    return hexs(64)


def masked_phone() -> str:
    return f"1{pick('38', '39', '58', '86', '77', '35')}****{digits(4)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "hpc_cluster_login_password",
        f"课题组 HPC 登录：ssh {pick('zhangyx', 'liwy', 'chenjm')}@login.hpc.acme-univ.internal  密码 {human_pw()}",
        f"π集群账号 user: wangxy22  pwd: {human_pw()}  (每90天要改一次，下次记得)",
        f"HPC password 刚改了 -> {human_pw()} 旧的作废",
        f"登录节点 login02.hpc.internal\n用户名 lmy_phd\n密码：{human_pw()}\n端口 22",
        f"sbatch 之前要先登录... cluster pass = {human_pw()}",
        f"師兄給的共享賬號 matsim / {human_pw()}  不要外傳",
    )

    r.add(
        "hpc_ssh_private_key",
        f"集群私钥 ~/.ssh/id_ed25519_hpc，备份一下：\n{openssh_private()}",
        f"新电脑还没拷 key，先存这里\n{openssh_private()}",
        f"lab workstation -> HPC 用的 RSA key (老格式)\n{pem('RSA PRIVATE KEY', 6)}",
        f"id_ed25519 for gpu01.hpc.internal:\n{openssh_private()}\n公钥已经放 authorized_keys 了",
    )

    r.add(
        "ssh_key_passphrase",
        f"id_ed25519 的 passphrase: {rnd(ALNUM + SYMBOLS, 18)}",
        f"ssh-add 时候要输的口令是 {pick('correct', 'lattice', 'anneal')}-{pick('horse', 'phonon', 'kiln')}-{pick('battery', 'defect', 'quench')}-{digits(3)}",
        f"私钥密码(passphrase)：{human_pw()}  忘了就只能重新生成",
        f"hpc key passphrase = {rnd(ALNUM, 20)}",
        f"Passphrase for key '/home/liyx/.ssh/id_rsa': {human_pw()}  ← 终端每次都问",
    )

    r.add(
        "university_vpn_password",
        f"学校 VPN (vpn.acme-univ.example) 账号 {digits(12)} 密码 {human_pw()}",
        f"EasyConnect 登录：学号 + {human_pw()}",
        f"VPN pwd 改成 {human_pw()} 了，Jan 说统一身份认证也一起改了",
        f"在家连学校 vpn：\n  server: sslvpn.acme-univ.example\n  user: {digits(12)}\n  pass: {human_pw()}",
        f"校外访问 Web of Science 要挂vpn, 密码是{human_pw()}",
    )

    r.add(
        "campus_network_account_password",
        f"校园网认证 (宿舍) 账号 {digits(12)} 密码 {human_pw()}",
        f"宿舍有线网 portal 登录密码: {human_pw()}",
        f"Campus WiFi eduroam: 用户名 {digits(12)}@acme-univ.example  password {human_pw()}",
        f"校园网账号密码：{digits(12)} / {human_pw()}（帮师妹登过一次）",
        f"统一身份认证密码 {human_pw()} (选课、教务、校园网都是这个)",
    )

    r.add(
        "wechat_pay_pin",
        f"微信支付密码 {pin6()}",
        f"wechat pay 支付密码换成 {pin6()} 了",
        f"微信 支付密碼 {pin6()} (指纹坏了的时候用)",
        f"微信零钱 6位密码：{pin6()}",
        f"WX支付pin {pin6()}  别跟支付宝搞混",
    )

    r.add(
        "alipay_payment_pin",
        f"支付宝支付密码：{pin6()}",
        f"alipay 付款密码 {pin6()}，登录密码是 {human_pw()}",
        f"支付宝 pin={pin6()}",
        f"Alipay payment password {pin6()} / 登录密码 {human_pw()}",
        f"给妈妈的支付宝亲情卡... 我自己的支付密码 {pin6()}",
    )

    r.add(
        "bank_card_pin",
        f"工资卡(招行) 取款密码 {pin6()}",
        f"中国银行卡 ATM 密码 {pin6()}  网银登录密码 {human_pw()}",
        f"bank card pin: {pin6()} (建行那张)",
        f"农行卡密码 {pin6()}，U盾密码 {human_pw()}",
    )

    r.add(
        "instrument_pc_password",
        f"XRD 电脑 (D8 Advance) 开机密码: {human_pw()}",
        f"SEM 控制电脑 Windows 账号 Administrator / {human_pw()}",
        f"TEM 室电脑：user=operator  pwd={human_pw()}  管理员说别改",
        f"| 仪器 | 账号 | 密码 |\n| XRD | xrd | {rnd(ALNUM, 8)} |\n| SEM | sem_user | {rnd(ALNUM, 8)} |\n| UV-vis | admin | {rnd(ALNUM, 8)} |",
        f"XPS 数据处理机 登录密码 {rnd(ALNUM, 10)}",
        f"拉曼 (Raman) 那台老电脑密码是 {pick('raman', 'horiba', 'lab')}{digits(4)}",
        f"手套箱旁边的 PC 密码 {human_pw()}，BET 的电脑也是这个",
    )

    r.add(
        "overleaf_login_password",
        f"Overleaf 登录 {pick('lyx', 'zhy', 'wmq')}{digits(2)}@acme-univ.example / {human_pw()}",
        f"overleaf pw: {human_pw()}",
        f"论文用的 Overleaf 账号密码 {human_pw()} (学校邮箱登)",
        f"Overleaf\n  email: phd.student@acme-univ.example\n  password: {human_pw()}",
    )

    r.add(
        "orcid_login_password",
        f"ORCID 登录 {orcid()} 密码 {human_pw()}",
        f"orcid.org 账号密码：{human_pw()}",
        f"ORCID pwd {human_pw()} — 投稿系统关联要用",
        f"orcid 忘记密码重置过，新的：{human_pw()}",
    )

    r.add(
        "materials_project_api_key",
        f"Materials Project API key: {mp_key()}",
        f"MPRester(\"{mp_key()}\")  ← 我的 key",
        f"mp-api key 新的 {mp_key()}，旧 legacy key 作废了",
        f"export MP_API_KEY={mp_key()}",
        f"~/.config/.pmgrc.yaml\nPMG_MAPI_KEY: {mp_key()}\nPMG_VASP_PSP_DIR: /home/lab/psp",
    )

    r.add(
        "llm_api_key",
        f"DeepSeek API key {deepseek_key()}",
        f"Kimi (moonshot) key: {moonshot_key()}",
        f"智谱 GLM 的 api key = {zhipu_key()}",
        f"写综述用的 LLM key\nbase_url: https://api.llm.acme.example/v1\napi_key: {deepseek_key()}",
        f"OPENAI_API_KEY={deepseek_key()}  (其实是 deepseek 的兼容接口)",
        f"client = OpenAI(api_key=\"{moonshot_key()}\", base_url=\"https://api.moonshot.example/v1\")",
    )

    r.add(
        "conda_channel_token",
        f"课题组私有 conda channel token: {anaconda_token()}",
        f"conda config --add channels https://conda.anaconda.example/t/{anaconda_token()}/acme-lab",
        f"anaconda token {anaconda_token()} (装 lab 自己编的 lammps 包用)",
        f".condarc\nchannels:\n  - https://conda.acme.internal/t/{anaconda_token()}/matlab-group\n  - conda-forge",
    )

    r.add(
        "github_personal_access_token",
        f"GitHub PAT (push 代码用) {ghp()}",
        f"git clone https://{ghp()}@github.com/acme-lab/dft-scripts.git",
        f"github token 90 天过期：{ghp()}",
        f"gh auth login --with-token <<< {ghp()}",
        f"fine-grained token for lab repo: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )

    r.add(
        "git_https_credential",
        f"~/.git-credentials\nhttps://liyx:{human_pw()}@git.acme-univ.internal",
        f"学校 GitLab 账号 liyx 密码 {human_pw()}",
        f"gitlab deploy token: gldt-{rnd(URLSAFE, 20)}",
        f"GitLab personal access token glpat-{rnd(URLSAFE, 20)} (CI 上传数据用)",
    )

    r.add(
        "jupyter_server_token",
        f"集群上 jupyter lab 的 token {hexs(48)}",
        f"http://gpu03.hpc.internal:8888/lab?token={hexs(48)}",
        f"jupyter 密码设成了 {human_pw()}（jupyter server password）",
        f"c.ServerApp.token = '{hexs(48)}'  # jupyter_server_config.py",
    )

    r.add(
        "lab_database_connection_string",
        f"实验数据库 postgresql://labadmin:{rnd(ALNUM, 16)}@db.acme-lab.internal:5432/samples",
        f"MySQL 样品登记库：mysql -h 10.20.3.14 -u xrd_user -p'{human_pw()}' sample_db",
        f"DATABASE_URL=mongodb://dft:{rnd(ALNUM, 18)}@mongo.acme-lab.internal:27017/fireworks",
        f"my_launchpad.yaml\nhost: mongo.acme-lab.internal\nport: 27017\nname: fw_db\nusername: fw_admin\npassword: {rnd(ALNUM, 16)}",
    )

    r.add(
        "lab_wifi_password",
        f"实验室 WiFi: AcmeLab-5G 密码 {rnd(ALNUM, 12)}",
        f"办公室路由器 wifi 密码 {human_pw()}，管理后台 admin / {rnd(ALNUM, 10)}",
        f"访客wifi (给来访老师) pwd: {pick('welcome', 'guest', 'acme')}{digits(6)}",
        f"XRD 室的 wifi 叫 AcmeXRD，密码 {rnd(LOWER + DIGITS, 10)}",
    )

    r.add(
        "email_authorization_code",
        f"QQ邮箱 SMTP 授权码 {qq_auth_code()}（Thunderbird 用）",
        f"163 邮箱客户端授权码: {rnd(UPPER, 16)}",
        f"学校邮箱 IMAP 专用密码 {rnd(ALNUM, 16)}",
        f"Gmail app password (投国外期刊用的邮箱) {groups(rnd(LOWER, 16), 4)}",
    )

    r.add(
        "two_factor_backup_codes",
        f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
        f"ORCID / 学校 SSO 的备用验证码\n{recovery_codes(6, 'digits')}",
        f"Google 账号 backup codes（放这里以防手机丢了）\n{recovery_codes(6, 'plain')}",
        f"Overleaf 2FA 恢复码 {rnd(UPPER + DIGITS, 10)} {rnd(UPPER + DIGITS, 10)} {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "totp_seed",
        f"学校 VPN 双因素 TOTP 密钥 {groups(rnd(UPPER + '234567', 32), 4)}",
        f"otpauth://totp/ACME-HPC:liyx?secret={rnd(UPPER + '234567', 32)}&issuer=ACME-HPC",
        f"HPC 二次认证 seed (换手机要重新扫): {rnd(UPPER + '234567', 16)}",
        f"Authenticator 导出的 ORCID 2FA 密钥：{groups(rnd(UPPER + '234567', 32), 4, '-')}",
    )

    r.add(
        "wandb_api_key",
        f"wandb login {wandb_key()}",
        f"W&B API key: {wandb_key()}  (跑 GNN 训练记录用)",
        f"export WANDB_API_KEY={wandb_key()}",
        f"~/.netrc\nmachine api.wandb.ai\n  login user\n  password {wandb_key()}",
    )

    r.add(
        "huggingface_token",
        f"HF token (下载 MatterGen 权重): {hf_token()}",
        f"huggingface-cli login --token {hf_token()}",
        f"hf write token {hf_token()}",
        f"HF_TOKEN={hf_token()} 放到 job 脚本里了",
    )

    r.add(
        "aliyun_access_key",
        f"阿里云 OSS (存原始数据)\nAccessKey ID: {aliyun_id()}\nAccessKey Secret: {rnd(ALNUM, 30)}",
        f"ossutil config -e oss-cn-shanghai.aliyuncs.example -i {aliyun_id()} -k {rnd(ALNUM, 30)}",
        f"aliyun AK {aliyun_id()} / SK {rnd(ALNUM, 30)} （老板的账号，小心用）",
        f"OSS 子账号 RAM 用户 lab-upload: AccessKeyId {aliyun_id()} AccessKeySecret {rnd(ALNUM, 30)}",
    )

    r.add(
        "tencent_cloud_secret",
        f"腾讯云 COS SecretId={tencent_id()} SecretKey={rnd(ALNUM, 32)}",
        f"tencent cloud api 密钥\nsecret_id: {tencent_id()}\nsecret_key: {rnd(ALNUM, 32)}",
        f"TENCENTCLOUD_SECRET_ID={tencent_id()}\nTENCENTCLOUD_SECRET_KEY={rnd(ALNUM, 32)}",
        f"腾讯云 SecretKey 只显示一次！{rnd(ALNUM, 32)} (SecretId {tencent_id()})",
    )

    r.add(
        "lab_nas_password",
        f"群晖 NAS (nas.acme-lab.internal:5001) admin 密码 {human_pw()}",
        f"NAS 共享盘挂载：smb://nas.acme-lab.internal/xrd_raw  user lab  pass {rnd(ALNUM, 12)}",
        f"mount -t cifs //10.20.3.8/data /mnt/nas -o username=labshare,password={rnd(ALNUM, 14)}",
        f"NAS 账号 liyx 密码 {human_pw()}，Synology Drive 同步用",
    )

    r.add(
        "workstation_sudo_password",
        f"组里 GPU 工作站 sudo 密码 {human_pw()}",
        f"ws-01 root pwd: {rnd(ALNUM + SYMBOLS, 12)}",
        f"新装的 Ubuntu 工作站 用户 matlab 密码 {human_pw()}，root 同",
        f"师兄走之前留的 root 密码 {human_pw()}",
    )

    r.add(
        "software_license_portal_password",
        f"VASP portal 登录 (组账号) vasp@acme-lab.example / {human_pw()}",
        f"ICSD 数据库账号 acme_lib 密码 {human_pw()}",
        f"Origin 激活用的账户密码：{human_pw()}",
        f"Materials Studio license server 管理员 admin/{rnd(ALNUM, 10)}",
    )

    r.add(
        "lab_door_code",
        f"实验楼 B 栋门禁密码 {digits(4)}#",
        f"危化品柜密码锁 {digits(4)}",
        f"手套箱室门密码：{digits(6)}",
        f"lab safe combination {digits(2)}-{digits(2)}-{digits(2)}",
    )

    r.add(
        "docker_registry_login",
        f"docker login --username=lab@acme-univ.example --password {human_pw()} registry.cn-shanghai.acme.example",
        f"阿里云镜像仓库 固定密码 {human_pw()}",
        f"echo '{rnd(ALNUM, 24)}' | docker login harbor.acme-lab.internal -u robot$lab --password-stdin",
        f"~/.docker/config.json\n\"auths\": {{\"harbor.acme-lab.internal\": {{\"auth\": \"{b64(f'robot$lab:{rnd(ALNUM, 32)}'.encode())}\"}}}}",
    )

    r.add(
        "journal_submission_password",
        f"ACS Paragon Plus 投稿账号密码 {human_pw()}",
        f"Elsevier editorial manager 用户名 liyx_sh  pwd {human_pw()}",
        f"审稿系统 (ScholarOne) 密码 {human_pw()} ，审稿截止 5月20",
        f"Wiley 投稿账号 liyx.sh@acme-univ.example 密码 {human_pw()}",
    )

    r.add(
        "webdav_app_password",
        f"坚果云 WebDAV 应用密码 (Zotero 同步) {rnd(LOWER + DIGITS, 16)}",
        f"Zotero 同步：https://dav.jianguoyun.example/dav/  账号 liyx@acme.example  应用密码 {rnd(LOWER + DIGITS, 16)}",
        f"Zotero API key {rnd(ALNUM, 24)} (给 Obsidian 插件用)",
        f"Zotero 账号 liyx_mat 密码 {human_pw()}，坚果云应用密码 {rnd(LOWER + DIGITS, 16)}",
    )

    r.add(
        "wireguard_private_key",
        f"组里自建 wg 隧道\n[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.66.0.5/24",
        f"WireGuard 私钥 {b64(secrets.token_bytes(32))} (笔记本那端)",
        f"wg 配置（宿舍台式机）: PrivateKey={b64(secrets.token_bytes(32))} Endpoint=wg.acme-lab.internal:51820",
        f"wg0.conf 私钥：{b64(secrets.token_bytes(32))}\n对端公钥：{b64(secrets.token_bytes(32))}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "doi",
        f"引用这篇：https://doi.org/10.1021/jacs.{pick('3', '4')}c{digits(5)}",
        f"DOI 10.1038/s41586-02{pick('3', '4')}-0{digits(4)}-{pick('x', '1', '7', 'z')}",
        f"参考文献 [23] doi:10.1016/j.actamat.202{pick('3', '4')}.1{digits(5)}",
        f"Adv. Mater. 那篇 10.1002/adma.2024{digits(5)}，SI 里有 XRD 原始数据",
        f"我们组去年的文章 DOI: 10.1039/d{pick('3', '4')}ta0{digits(4)}{pick('a', 'b', 'c', 'd')}",
    )

    r.add(
        "student_id",
        f"学号 {pick('0', '1', '2')}2{digits(10)}（办饭卡、借书用）",
        f"student ID: {digits(12, lead=True)}",
        f"一卡通号 {digits(8, lead=True)}，挂失要报这个",
        f"师妹学号 {digits(12, lead=True)}，帮她预约 TEM 机时",
    )

    r.add(
        "grant_number",
        f"致谢里写：国家自然科学基金 (No. 5{pick('1', '2')}{digits(6)})",
        f"NSFC grant {pick('52', '51', '22')}{digits(6)} 报销要写这个项目号",
        f"上海市科委项目编号 {pick('22', '23')}ZR14{digits(5)}",
        f"国家重点研发计划 2022YFB{digits(7)} 课题四",
        f"经费卡号 {digits(10, lead=True)}，报账系统里选它",
    )

    r.add(
        "sample_id",
        f"样品 ZnO-{digits(4)}-{pick('A', 'B', 'C')}{digits(1)} 退火 500°C 2h",
        f"sample {pick('LLZO', 'NCM811', 'TiO2', 'MoS2')}_{digits(6)}_{rnd(UPPER, 2)}{digits(2)} 送 XPS",
        f"今天合成 3 个：S{digits(5)}a, S{digits(5)}b, S{digits(5)}c（都在 2 号干燥器）",
        f"样品编号 {rnd(UPPER, 3)}-{digits(4)}-{hexs(4).upper()}，XRD 峰位偏了",
        f"批次 {pick('LFP', 'NCM', 'LMO')}{digits(6)} 的 BET 结果还没出来",
    )

    r.add(
        "slurm_job_id",
        f"提交了 VASP 任务 job id {digits(7, lead=True)}，预计跑 36h",
        f"squeue 看到 {digits(7, lead=True)} 一直 PD (Resources)",
        f"scancel {digits(7, lead=True)} — 参数设错了",
        f"slurm-{digits(7, lead=True)}.out 里报 ZBRENT: fatal error",
        f"job {digits(7, lead=True)}_[{digits(1)}-{digits(2)}] 数组任务，跑完记得合并 OUTCAR",
    )

    r.add(
        "cas_number",
        f"试剂 CAS {cas()}，纯度 99.9%",
        f"买药品：CAS No. {cas()} 和 {cas()} 各 25 g",
        f"危化品登记：{cas()}（易制毒，要双人双锁）",
        f"MSDS 查 CAS {cas()}",
        f"乙醇 64-17-5，DMF 68-12-2，还有 CAS {cas()} 的前驱体",
    )

    r.add(
        "orcid_id",
        f"我的 ORCID iD: https://orcid.org/{orcid()}",
        f"投稿要填通讯作者 ORCID {orcid()}",
        f"导师 ORCID {orcid()}，合作者 {orcid()}",
        f"ORCID {orcid()} 已经关联 Web of Science ResearcherID",
    )

    r.add(
        "git_commit_hash",
        f"能复现的版本是 commit {hexs(40)}",
        f"git checkout {hexs(7)}  (改 ENCUT 之前的)",
        f"pymatgen 装的是 {hexs(40)[:12]} 这个 commit，升级前记下",
        f"lab-scripts 回滚到 {hexs(40)}，新版 parser 有 bug",
    )

    r.add(
        "masked_phone_number",
        f"快递电话 {masked_phone()}",
        f"验证码发到了 {masked_phone()}（旧手机号）",
        f"设备厂家工程师 王工 {masked_phone()}",
        f"支付宝绑定手机 {masked_phone()}",
        f"导师手机 {masked_phone()}（完整的在通讯录）",
    )

    r.add(
        "materials_project_id",
        f"参考结构 mp-{digits(pick(4, 5, 6), lead=True)} (Pnma)",
        f"https://next-gen.materialsproject.example/materials/mp-{digits(5, lead=True)}",
        f"对比 mp-{digits(4, lead=True)} 和 mvc-{digits(5, lead=True)} 的形成能",
        f"mpr.get_structure_by_material_id(\"mp-{digits(6, lead=True)}\")  # key 从环境变量读",
    )

    r.add(
        "icsd_cod_id",
        f"ICSD 编号 {digits(6, lead=True)}，CIF 已下载",
        f"COD ID {pick('1', '2', '9')}{digits(6)} 的晶格参数跟我们测的差 0.3%",
        f"CCDC {digits(7, lead=True)} (MOF 单晶)",
    )

    r.add(
        "ssh_public_key",
        f"我的公钥，给管理员加白名单：\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} liyx@laptop",
        f"authorized_keys 里加这行：ssh-rsa {ssh_pub('ssh-rsa', 256)} lab-ws01",
        f"id_ed25519.pub = ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )

    r.add(
        "ssh_host_fingerprint",
        f"第一次连 login.hpc.acme-univ.internal 提示 ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"集群主机指纹（管理员发的，核对用）SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"RSA host key MD5:{':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))}",
        f"known_hosts 变了：Host key for gpu02.hpc.internal has changed, new ECDSA fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )

    r.add(
        "password_policy_note",
        "学校统一身份认证密码要求：至少 12 位，含大小写+数字+符号，每 180 天强制修改",
        "HPC 密码 90 天过期，过期前 7 天会发邮件提醒，记得改",
        "提醒自己：VPN、校园网、教务是同一个密码，改一个就全改了",
        "instrument PC 的密码是设备处统一管的，不要自己改，改了要报备",
        "支付密码不要用生日，也不要和银行卡取款密码一样",
    )

    r.add(
        "secret_location_reference",
        "HPC 密码放在 Bitwarden 的 'Lab / HPC' 文件夹里",
        "NAS admin 密码在导师办公室保险柜的信封里，要用找李老师",
        "MP API key 存在 ~/.config/.pmgrc.yaml，不要 commit 进 git",
        "仪器电脑密码贴在 XRD 室门后的表上（课题组内部）",
        "VPN 的 TOTP 在手机 Microsoft Authenticator 里，换手机先导出",
    )

    r.add(
        "env_var_reference",
        "脚本里用 os.environ[\"MP_API_KEY\"]，别写死 key",
        "export OPENAI_API_KEY=$(cat ~/.secrets/llm_key)",
        "api_key = os.getenv(\"DEEPSEEK_API_KEY\")  # 没设置就报错",
        "conda token 用 ${ANACONDA_TOKEN} 引用，在 .bashrc 里设",
        "WANDB_API_KEY 在集群上写到 ~/.netrc 了，job 脚本里不用再写",
    )

    r.add(
        "ci_secret_reference",
        "GitHub Actions: MP_API_KEY: ${{ secrets.MP_API_KEY }}",
        "workflow 里 token: ${{ secrets.ANACONDA_UPLOAD_TOKEN }}，在 repo settings 加的",
        "GitLab CI 变量 $LLM_API_KEY 设为 masked + protected",
        "secrets.MP_API_KEY 在 fork 的 PR 里读不到，所以测试跳过了",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  WANDB_API_KEY: ${{ secrets.WANDB_KEY }}",
    )

    r.add(
        "vault_path_reference",
        "组里服务器的密码都在 vault kv/lab/hpc/admin 下",
        "vault kv get secret/acme-lab/mongo  # 数据库密码从这里取",
        "1Password 条目：op://Lab/Overleaf/password",
        "aliyun AK 放在 KMS 里，ARN acs:kms:cn-shanghai:" + digits(16, lead=True) + ":key/key-" + rnd(LOWER + DIGITS, 24),
    )

    r.add(
        "masked_secret",
        f"MP key 是 {rnd(ALNUM, 4)}****************************，完整的在 pmgrc 里",
        f"deepseek key sk-****{hexs(4)}（控制台只显示后四位）",
        f"银行卡 尾号 {digits(4)}，密码 ******",
        f"github token ghp_****...****{rnd(ALNUM, 4)} 已经过期 revoke 了",
        "VPN 密码：（见 Bitwarden）",
    )

    r.add(
        "masked_card_number",
        f"报销打款到工资卡 **** **** **** {digits(4)}",
        f"招行卡尾号 {digits(4)}，信用卡尾号 {digits(4)}",
        f"支付宝绑定的银行卡 6222 **** **** {digits(4)}",
    )

    r.add(
        "express_tracking_number",
        f"顺丰单号 SF{digits(13, lead=True)}（寄样品去测 ICP）",
        f"京东快递 JD{digits(13, lead=True)} 试剂到了",
        f"中通 {digits(15, lead=True)} 送靶材",
        f"EMS 国际 E{rnd(UPPER, 1)}{digits(9)}CN 寄给合作方",
    )

    r.add(
        "online_order_number",
        f"淘宝订单号 {digits(19, lead=True)}（氧化铝坩埚）",
        f"阿拉丁试剂订单 ALD{digits(10)}",
        f"京东订单 {digits(12, lead=True)} 开发票抬头写学校",
        f"科研经费采购单号 CG{digits(4)}-{digits(6)}",
    )

    r.add(
        "payment_transaction_id",
        f"微信支付交易单号 4200{digits(24)}",
        f"支付宝交易号 2024{digits(24)}，报销要截图",
        f"商户单号 {digits(20, lead=True)}（测试费转账）",
        f"付款流水 {rnd(UPPER + DIGITS, 16)} 已到账",
    )

    r.add(
        "overleaf_project_url",
        f"论文 Overleaf 项目 https://www.overleaf.com/project/{hexs(24)}",
        f"组会 slides overleaf id {hexs(24)}",
        f"毕业论文模板 overleaf.com/project/{hexs(24)}（导师已加为 collaborator）",
    )

    r.add(
        "arxiv_id",
        f"arXiv:{pick('23', '24')}{pick('01', '05', '09', '11')}.{digits(5)} 机器学习势那篇",
        f"预印本 https://arxiv.org/abs/24{secrets.randbelow(12) + 1:02d}.{digits(5)}v2",
        f"ChemRxiv 10.26434/chemrxiv-2024-{rnd(LOWER + DIGITS, 5)}",
        f"arXiv 编号 2{pick('3', '4')}{secrets.randbelow(12) + 1:02d}.{digits(5)}，已被 PRB 接收",
    )

    r.add(
        "instrument_serial_number",
        f"XRD 衍射仪序列号 SN: {rnd(UPPER, 1)}{digits(8)}，报修要填",
        f"SEM 型号 SU8010，序列号 {digits(4)}-{digits(2)}",
        f"手套箱 S/N {rnd(UPPER + DIGITS, 10)}，保修到 2026",
        f"资产编号 {digits(4, lead=True)}{rnd(UPPER, 1)}{digits(6)}（设备处登记）",
    )

    r.add(
        "mac_address",
        f"XRD 电脑 MAC {mac('-', upper=True)}，要去网络中心注册才能上网",
        f"工作站网卡 {mac()}，绑定 IP 10.20.3.{secrets.randbelow(200) + 20}",
        f"宿舍路由器 MAC 地址 {mac()}",
        f"TEM 电脑网卡 {mac('-', upper=True)} 被网络中心封了，要重新申请",
    )

    r.add(
        "container_image_digest",
        f"docker pull acme-lab/vasp-tools@sha256:{sha256()}",
        f"singularity 镜像 matgl.sif 的 sha256 {sha256()}",
        f"用的是 ghcr.io/acme-lab/lammps:2Aug2023，digest sha256:{sha256()}",
    )

    r.add(
        "file_checksum",
        f"POTCAR 包 md5 {hexs(32)}，和官网对过",
        f"原始数据 raw_{digits(6)}.tar.gz sha256sum: {sha256()}",
        f"conda 包 lammps-2023.08.02-{hexs(7)}_0.conda md5 {hexs(32)}",
        f"传到 NAS 后校验 md5 = {hexs(32)}（一致）",
    )

    r.add(
        "llm_request_id",
        f"DeepSeek 接口报 500，request id {uid()}",
        f"返回的 id: chatcmpl-{rnd(ALNUM, 29)}",
        f"账单里这次调用 trace_id {hexs(32)}，用了 12k tokens",
        f"DeepSeek 控制台 用量：本月 {digits(6, lead=True)} tokens，余额 ¥{digits(2, lead=True)}.{digits(2)}",
    )

    r.add(
        "cluster_settings_near_secret_words",
        "HPC：ssh 端口 22，登录节点 login01/login02，密码登录已关闭，只能用 key",
        "VPN 超时 30 分钟自动断开，token 每次重新登录都会刷新",
        "MP API 限流：每秒 25 次请求，key 过期时间：不过期",
        "集群 quota：home 50G，work 2T，password reset 在 https://hpc.acme-univ.example/reset",
        "LLM 接口 max_tokens=4096, temperature=0.2, timeout=60",
    )

    r.add(
        "publishable_or_public_id",
        f"Materials Project OAuth client_id {uid()}（公开的，写在前端）",
        f"组网站的 Google Analytics ID G-{rnd(UPPER + DIGITS, 10)}",
        f"微信公众号 AppID wx{hexs(16)}",
        f"Materials Project 数据 DOI 10.17188/{digits(7, lead=True)}",
        f"课题组 Zenodo 社区 https://zenodo.example/communities/acme-lab，数据集 record {digits(8, lead=True)}",
    )

    r.add(
        "wifi_network_name",
        f"实验室 WiFi 名字 AcmeLab-{rnd(UPPER + DIGITS, 4)}（密码问管理员）",
        "校园网 SSID: ACME-WiFi / eduroam，宿舍用 ACME-Dorm",
        f"路由器默认网关 192.168.{secrets.randbelow(10)}.1，DHCP 范围 100-200",
    )

    r.add(
        "manuscript_id",
        f"投稿编号 ta-ART-0{digits(1)}-2024-0{digits(4)}",
        f"Manuscript ID: adma.2024{digits(5)}R1，大修",
        f"审稿编号 NCOMMS-24-{digits(5)}-T",
        f"JMST 稿件号 JMST-D-24-0{digits(4)}",
    )

    r.add(
        "booking_confirmation",
        f"上海光源线站机时 proposal no. 2024-SSRF-PT-{digits(6)}",
        f"大仪共享平台预约号 YY{digits(10)}，TEM 周三下午",
        f"会议注册号 MRS-{rnd(UPPER + DIGITS, 8)}，发票已开",
        f"图书馆研讨室预约编号 R{digits(8)}，周五组会用",
    )

    r.add(
        "gpg_fingerprint",
        f"导师的 GPG 公钥指纹 {groups(hexs(40).upper(), 4)}",
        f"签名用的 key id 0x{hexs(16).upper()}（公钥已传到 keys.openpgp.example）",
        f"age 公钥给师兄加密数据用: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout261.py", [
        ("heldout261_credentials.yaml", credentials(), "Held-out batch 261: credentials a Shanghai materials-science PhD student keeps (HPC, VPN, payment PINs, instrument PCs, API keys), in Chinese-English notes"),
        ("heldout261_lookalikes.yaml", lookalikes(), "Held-out batch 261: look-alikes from the same persona (DOIs, student and grant numbers, sample and job ids, CAS numbers, ORCID iDs, hashes, masked values, secret references)"),
    ])


if __name__ == "__main__":
    main()
